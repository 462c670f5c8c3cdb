// The final mail (issue Flow III): when the adviser completes a request and the statement is issued, the
// entrepreneur receives, in his own language, the request's number, the qualifying income in euros and
// cents and the absolute link to his request (where the sealed PDF is). Read as delivered, from a real
// SMTP server on loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin } from '../../../test/api-client.ts';
import { createRequest } from '../../../test/requests.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../../test/smtp-test-server.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeIssuable } from '../../../test/trust.ts';
import { formatEuro, toCents } from '../../shared/money.rules.ts';

let app: TestApp;
let smtp: SmtpTestServer;
let adviser: { token: string };

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  process.env.SMTP_URL = smtp.url;
  app = await startTestApp();
  adviser = await createAdviserAndLogin(app.url, app.db);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

/** A request taken, calculated, made issuable and completed; its number and qualifying income. */
async function issue(kvkNummer: string, taal: 'NL' | 'EN') {
  const req = await createRequest(app, kvkNummer);
  await app.db.user.update({ where: { id: req.owner.userId }, data: { taal } });
  const patch = (json: unknown) =>
    call(app.url, 'PATCH', `/adviseur/aanvragen/${req.aanvraagId}`, { token: adviser.token, json });
  expect((await patch({ status: 'IN_BEHANDELING' })).status).toBe(200);
  expect(
    (await call(app.url, 'POST', `/aanvragen/${req.aanvraagId}/ikv`, { token: adviser.token, json: {} })).status,
  ).toBe(200);
  await makeIssuable(app.url, app.db, req.aanvraagId, adviser.token, [2023, 2024, 2025]);
  const done = await patch({ status: 'AFGEROND', conclusie: 'Vastgesteld op de gecontroleerde documenten.' });
  expect(done.status).toBe(200);
  expect(typeof done.body.toetsinkomen).toBe('number');
  return {
    ...req,
    nummer: done.body.nummer as number,
    toetsinkomen: done.body.toetsinkomen as number,
  };
}

describe('the final mail', () => {
  it('in Dutch: the request number, the qualifying income as € 1.234,56 and the link to the request', async () => {
    const r = await issue('69599084', 'NL');
    const mail = await smtp.waitFor(r.owner.email, /^Uw inkomensverklaring IKV-\d{4}-\d{6} is uitgegeven$/);
    expect(mail.text).toContain(`aanvraag #${r.nummer} `);
    expect(mail.text).toMatch(/toetsinkomen €\u00a0\d{1,3}(\.\d{3})*,\d{2} per jaar/);
    expect(mail.text).toContain(`toetsinkomen ${formatEuro(toCents(r.toetsinkomen), 'nl')} per jaar`);
    expect(mail.text).toMatch(new RegExp(`Bekijk het hier: https?://\\S+/aanvragen/${r.aanvraagId}\\n`));
    expect(mail.text).toContain('De verzegelde pdf');
  });

  it('in English for an English-speaking entrepreneur: "qualifying income" as €1,234.56', async () => {
    const r = await issue('69599076', 'EN');
    const mail = await smtp.waitFor(r.owner.email, /^Your income statement IKV-\d{4}-\d{6} has been issued$/);
    expect(mail.text).toContain(`request #${r.nummer} `);
    expect(mail.text).toMatch(/qualifying income €\d{1,3}(,\d{3})*\.\d{2} a year/);
    expect(mail.text).toContain(`qualifying income ${formatEuro(toCents(r.toetsinkomen), 'en')} a year`);
    expect(mail.text).toMatch(new RegExp(`Open it here: https?://\\S+/aanvragen/${r.aanvraagId}\\n`));
    expect(mail.text).not.toMatch(/toetsinkomen|aanvraag/);
  });
});
