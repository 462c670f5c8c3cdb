// The TypeScript client generated from /api/openapi.json (packages/client) against the production
// build: the two fixed operations and one whole journey, entrepreneur and adviser, typed end to end.
// `tsc` over this file is the proof that the generated types compile and fit the calls.
import { expect, test } from '@playwright/test';
import { prepareEvidence } from '../../support/trust.ts';
import { createIkvClient, type IkvClient } from '@ikv/client';
import { PASSWORD, uniqueEmail } from '../../fixtures/api.ts';
import { waitForMail } from '../../fixtures/mail.ts';
import { freshAdviser } from '../../support/adviser.ts';

const client = (baseURL: string | undefined) => createIkvClient({ baseUrl: `${baseURL}/api` });

async function login(api: IkvClient, email: string, wachtwoord: string) {
  const { data, error } = await api.POST('/auth/login', { body: { email, wachtwoord } });
  if (!data || !('accessToken' in data)) throw new Error(`login ${email}: ${JSON.stringify(error ?? data)}`);
  api.setAccessToken(data.accessToken);
}

const boekjaren = [2023, 2024, 2025].map((jaar, i) => ({
  jaar,
  fiscaleWinst: 52000 + i * 4000,
  vlottendeActiva: 15000,
  immaterieleActiva: 0,
  eigenVermogen: 30000,
  balanstotaal: 60000,
  balanscorrectie: 0,
  balanscorrectieReden: null,
}));

test('fixed operations and a whole journey through the generated client', async ({ baseURL }) => {
  const entrepreneur = client(baseURL);
  const adviser = client(baseURL);

  // anonymous: a typed problem+json error
  const anonymous = await entrepreneur.POST('/kvk', { body: { kvkNummer: '90000021' } });
  expect(anonymous.response.status).toBe(401);
  expect(anonymous.error?.code).toBe('UNAUTHENTICATED');

  // register, confirm the address from the mail, log in
  const email = uniqueEmail('client');
  const registered = await entrepreneur.POST('/auth/register', {
    body: { email, wachtwoord: PASSWORD, voornaam: 'Rone', achternaam: 'Advies' },
  });
  expect(registered.response.status).toBe(201);
  expect(registered.data?.rol).toBe('ONDERNEMER');
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec((await waitForMail(email, /Bevestig uw e-mailadres/)).text)![1]!;
  expect((await entrepreneur.POST('/auth/verify-email', { body: { token } })).data).toEqual({
    emailGeverifieerd: true,
  });
  await login(entrepreneur, email, PASSWORD);

  // fixed operation 1: POST /kvk
  const kvk = await entrepreneur.POST('/kvk', { body: { kvkNummer: '90000021' } });
  expect(kvk.response.status).toBe(200);
  expect(kvk.data?.juridischeNaam).toBe('Rone Advies');
  const invalid = await entrepreneur.POST('/kvk', { body: { kvkNummer: '1234' } });
  expect(invalid.response.status).toBe(400);
  expect(invalid.error?.errors?.[0]?.path).toBe('kvkNummer');

  // link the company, then fixed operation 2: POST /companies/financials/{companyId}
  const company = await entrepreneur.POST('/companies', { body: { kvkNummer: '90000021' } });
  expect(company.response.status).toBe(201);
  const companyId = company.data!.id;
  const saved = await entrepreneur.POST('/companies/financials/{companyId}', {
    params: { path: { companyId } },
    body: { boekjaren },
  });
  expect(saved.response.status).toBe(200);
  expect(saved.data).toEqual(boekjaren);
  const read = await entrepreneur.GET('/companies/financials/{companyId}', { params: { path: { companyId } } });
  expect(read.data).toEqual(boekjaren.map((b) => expect.objectContaining({ ...b, kortlopendeSchulden: null })));

  // request an IKV and calculate it
  const created = await entrepreneur.POST('/aanvragen', { body: { companyId, verklaringType: 'IKV' } });
  expect(created.response.status).toBe(201);
  const aanvraagId = created.data!.id;
  const ikv = await entrepreneur.POST('/aanvragen/{id}/ikv', { params: { path: { id: aanvraagId } } });
  expect(ikv.response.status).toBe(200);
  expect(ikv.data?.toetsinkomen).toBeGreaterThan(0);

  // the adviser finds it on the dashboard, takes it on and writes in the chat
  const { email: adviserEmail, password: adviserPassword } = await freshAdviser();
  await login(adviser, adviserEmail, adviserPassword);
  const dashboard = await adviser.GET('/adviseur/aanvragen', {
    params: { query: { q: 'Rone Advies', verklaringType: 'IKV' } },
  });
  expect(dashboard.data?.items.map((i) => i.id)).toContain(aanvraagId);
  expect(dashboard.data?.items.find((i) => i.id === aanvraagId)?.toetsinkomen).toBe(ikv.data?.toetsinkomen);
  const taken = await adviser.PATCH('/adviseur/aanvragen/{id}', {
    params: { path: { id: aanvraagId } },
    body: { status: 'IN_BEHANDELING' },
  });
  expect(taken.data?.status).toBe('IN_BEHANDELING');
  const sent = await adviser.POST('/aanvragen/{id}/chat', {
    params: { path: { id: aanvraagId } },
    body: { bericht: 'Ik kijk uw cijfers vandaag na.' },
  });
  expect(sent.response.status).toBe(201);
  expect((await entrepreneur.GET('/chat/unread-count')).data?.aantal).toBe(1);
  const thread = await entrepreneur.GET('/aanvragen/{id}/chat', { params: { path: { id: aanvraagId } } });
  expect(thread.data?.map((b) => b.bericht)).toEqual(['Ik kijk uw cijfers vandaag na.']);

  // an illegal transition is a typed 409; the legal one finishes the request
  const illegal = await adviser.PATCH('/adviseur/aanvragen/{id}', {
    params: { path: { id: aanvraagId } },
    body: { status: 'INGEDIEND' },
  });
  expect(illegal.response.status).toBe(409);
  expect(illegal.error?.code).toBe('ILLEGAL_TRANSITION');
  // the issuing gate names what is missing; with ownership, documents, an akkoord check per year and the identity it issues
  const refused = await adviser.PATCH('/adviseur/aanvragen/{id}', {
    params: { path: { id: aanvraagId } },
    body: { status: 'AFGEROND', conclusie: 'Akkoord.' },
  });
  expect(refused.response.status).toBe(409);
  expect(refused.error?.code).toBe('VERKLARING_NIET_GEREED');
  for (const [jaar, documentId] of await prepareEvidence(aanvraagId)) {
    const checked = await adviser.PUT('/adviseur/aanvragen/{id}/controle/{jaar}', {
      params: { path: { id: aanvraagId, jaar } },
      body: { akkoord: true, documentIds: [documentId] },
    });
    expect(checked.data?.akkoord).toBe(true);
  }
  expect(refused.error?.errors?.map((e) => e.path)).toContain('identiteit');
  const applicant = (await adviser.GET('/adviseur/aanvragen/{id}', { params: { path: { id: aanvraagId } } })).data!
    .ondernemer.id;
  const identity = await adviser.PUT('/adviseur/ondernemers/{id}/identiteit', {
    params: { path: { id: applicant } },
    body: { methode: 'ID_DOCUMENT', toelichting: 'Paspoort bekeken.' },
  });
  expect(identity.data?.methode).toBe('ID_DOCUMENT');
  const done = await adviser.PATCH('/adviseur/aanvragen/{id}', {
    params: { path: { id: aanvraagId } },
    body: { status: 'AFGEROND', opmerking: 'Akkoord.', conclusie: 'Akkoord op de documenten.' },
  });
  expect(done.data?.verklaring?.nummer).toMatch(/^IKV-\d{4}-\d{6}$/);
  expect(done.data?.status).toBe('AFGEROND');

  // the entrepreneur sees the result and downloads the PDF
  const mine = await entrepreneur.GET('/aanvragen/{id}', { params: { path: { id: aanvraagId } } });
  expect(mine.data?.status).toBe('AFGEROND');
  const pdf = await entrepreneur.GET('/aanvragen/{id}/ikv/pdf', {
    params: { path: { id: aanvraagId } },
    parseAs: 'arrayBuffer',
  });
  expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
  expect(
    Buffer.from(pdf.data as ArrayBuffer)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});
