// The law by date over REST: POST /orientatie picks the rules on today's date (the injected clock) or
// on the peildatum given, says which set it used, and warns REGELS_NIET_ACTUEEL past the newest set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { fixedClock } from '../../infra/clock.ts';

let app: TestApp;
beforeAll(async () => {
  // 23:30 UTC on 31 December is already 1 January in Amsterdam
  app = await startTestApp({ clock: fixedClock('2026-12-31T23:30:00Z') });
});
afterAll(async () => {
  await app?.close();
});

const post = (json: unknown) => call(app.url, 'POST', '/orientatie', { json });

describe('POST /orientatie by date', () => {
  it('without a peildatum uses today in Amsterdam: past the newest set, with the warning', async () => {
    const res = await post({ toetsinkomen: 40000 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      regelsVersie: 'ORIENTATIE-2026.1',
      geldigVanaf: '2026-01-01',
      peildatum: '2027-01-01',
      maximaleHypotheek: 152750,
    });
    expect(res.body.waarschuwingen.map((w: { code: string }) => w.code)).toContain('REGELS_NIET_ACTUEEL');
    expect(res.body.waarschuwingen[0].nl).toContain('voor 2027 zijn nog niet opgenomen');
  });
  it('with a peildatum inside the known rules: no warning, the same figures', async () => {
    const res = await post({ toetsinkomen: 40000, peildatum: '2026-03-02' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      regelsVersie: 'ORIENTATIE-2026.1',
      geldigVanaf: '2026-01-01',
      peildatum: '2026-03-02',
      toetsrenteKwartaal: '2026-K1',
      waarschuwingen: [],
      maximaleHypotheek: 152750,
    });
  });
  it('a malformed peildatum is a 400', async () => {
    const res = await post({ toetsinkomen: 40000, peildatum: '2-3-2026' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.errors)).toContain('peildatum');
  });
});
