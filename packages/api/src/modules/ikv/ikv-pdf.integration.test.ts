// GET /aanvragen/{id}/ikv/pdf: a real A4 PDF whose text holds the computed qualifying income; access and audit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin, expectProblem, registerAndLogin } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { fixedClock } from '../../infra/clock.ts';

let app: TestApp;
const H = {
  vlottendeActiva: 30000,
  immaterieleActiva: 0,
  eigenVermogen: 20000,
  balanstotaal: 40000,
  balanscorrectie: 0,
  balanscorrectieReden: null,
};

async function pdf(id: string, token?: string, query = '') {
  const res = await fetch(`${app.url}/api/aanvragen/${id}/ikv/pdf${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    disposition: res.headers.get('content-disposition'),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

beforeAll(async () => {
  app = await startTestApp({ clock: fixedClock('2026-06-15T10:00:00Z') });
});
afterAll(async () => {
  await app?.close();
});

describe('ikv.pdf', () => {
  it('renders the stored calculation: qualifying income, years, ratios, conclusion, in Dutch and English', async () => {
    const owner = await registerAndLogin(app.url, { voornaam: 'Pdf' });
    await app.db.user.update({ where: { id: owner.userId }, data: { emailGeverifieerdOp: new Date() } });
    const adviser = await createAdviserAndLogin(app.url, app.db);
    const company = (await call(app.url, 'POST', '/companies', { token: owner.token, json: { kvkNummer: '69599084' } }))
      .body;
    await call(app.url, 'POST', `/companies/financials/${company.id}`, {
      token: owner.token,
      json: {
        boekjaren: [
          [2023, 28000],
          [2024, 31000],
          [2025, 24000],
        ].map(([jaar, fiscaleWinst]) => ({ jaar, fiscaleWinst, ...H })),
      },
    });
    const req = (
      await call(app.url, 'POST', '/aanvragen', {
        token: owner.token,
        json: { companyId: company.id, verklaringType: 'IKV' },
      })
    ).body;

    const early = await pdf(req.id, owner.token);
    expect(early.status).toBe(404);

    const calc = await call(app.url, 'POST', `/aanvragen/${req.id}/ikv`, { token: adviser.token, json: {} });
    expect(calc.body.toetsinkomen).toBe(24000);
    await call(app.url, 'PATCH', `/adviseur/aanvragen/${req.id}`, {
      token: adviser.token,
      json: { status: 'IN_BEHANDELING' },
    });
    // the draft (the issued statement's PDF is covered by verklaring.integration.test.ts)
    await call(app.url, 'PATCH', `/adviseur/aanvragen/${req.id}`, {
      token: adviser.token,
      json: { opmerking: 'Inkomen vastgesteld op basis van drie jaren.' },
    });

    const nl = await pdf(req.id, owner.token);
    expect(nl.status).toBe(200);
    expect(nl.type).toBe('application/pdf');
    expect(nl.disposition).toContain(`ikv-${req.nummer}-69599084.pdf`);
    expect(Buffer.from(nl.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(nl.bytes);
    expect(text).toContain('Inkomensverklaring ondernemer');
    expect(text).toContain('€ 24.000'); // the extractor collapses the non-breaking space
    expect(text).toContain('Test EMZ Dagobert');
    expect(text).toContain('69599084');
    expect(text).toContain(String(req.nummer));
    expect(text).toContain('IKV-NHG-2026.1');
    expect(text).toContain('€ 27.666,67');
    expect(text).toContain('50,0%');
    expect(text).toContain('1,50');
    expect(text).toContain('Inkomen vastgesteld op basis van drie jaren.');
    expect(text).toContain('In behandeling');
    expect(text).toContain('CONCEPT — geen geldige inkomensverklaring');
    expect(text).toMatch(/Pagina 1 \/ 3/);
    expect(text).toContain('zes maanden');
    expect(text).toMatch(/Concept/);

    const en = await pdf(req.id, adviser.token, '?taal=en');
    expect(en.status).toBe(200);
    const enText = await pdfText(en.bytes);
    expect(enText).toContain('€24,000');
    expect(enText).toContain('Entrepreneur income statement');
    expect(enText).toMatch(/Page 1 \/ 3/);

    expect(
      await app.db.auditLog.count({
        where: { actie: 'IKV_PDF_GEDOWNLOAD', details: { path: ['aanvraagId'], equals: req.id } },
      }),
    ).toBe(2);

    // A4: 595.28 x 841.89 points
    expect(Buffer.from(nl.bytes).toString('latin1')).toMatch(/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);

    // access: another entrepreneur 404, anonymous 401, bad language 400
    const stranger = await registerAndLogin(app.url);
    expect((await pdf(req.id, stranger.token)).status).toBe(404);
    expect((await pdf(req.id)).status).toBe(401);
    expect((await pdf(req.id, owner.token, '?taal=fr')).status).toBe(400);
    expect((await pdf('bestaat-niet', adviser.token)).status).toBe(404);
    const problem = await call(app.url, 'GET', `/aanvragen/${req.id}/ikv/pdf`, { token: stranger.token });
    expect(expectProblem(problem, 404).code).toBe('AANVRAAG_NOT_FOUND');
  });
});
