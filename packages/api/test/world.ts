// A small world with every kind of resource, for the tests that call every operation: entrepreneur
// B owns a company with financial years, a partner, a pending invitation, a request with an IKV
// result and a chat message, a notification and an appointment with adviser C (who has
// availability); entrepreneur A and adviser C are the other callers.
import { createAvailability } from '@ikv/db/factories';
import { at, mondayAhead } from './scheduling.ts';
import { call, createAdviserAndLogin, registerAndLogin } from './api-client.ts';
import { createRequest, type RequestOwner } from './requests.ts';
import type { TestApp } from './test-app.ts';
import { notify } from '../src/modules/notify/notify.ts';
import { CLIENT_SCOPES, type ClientScope } from '../src/infra/service-context.ts';
import { clientToken, makeClient, type TestClient } from './clients.ts';

export type World = {
  a: { token: string; userId: string; companyId: string; email: string };
  b: { token: string; userId: string; email: string };
  c: { token: string; userId: string; email: string };
  /**
   * API clients (the fourth kind of caller): `client` of the office B is linked to (every scope),
   * `otherClient` of another office (every scope, no link), `narrow` clients with one scope each.
   */
  client: TestClient & { token: string };
  otherClient: TestClient & { token: string };
  narrow: Record<'verificatie' | 'koppelingen', TestClient & { token: string }>;
  /** B's and C's resources by path parameter */
  ids: {
    companyId: string;
    aanvraagId: string;
    notificationId: string;
    invitationId: string;
    partnerId: string;
    appointmentId: string;
    availabilityId: string;
    adviserId: string;
    kvkNummer: string;
    jaar: number;
    /** an asked item (AanvullingItem) of B's request */
    itemId: string;
    /** a document B uploaded to his company */
    documentId: string;
    exportId: string;
    /** B's ACTIEF koppeling with `client`'s office */
    koppelingId: string;
  };
  /** a free hour inside C's availability (for valid appointment bodies) */
  slot: { start: string; end: string };
};

function ok<T>(res: { status: number; body: T }, what: string, status = 200): T {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function buildWorld(app: TestApp): Promise<World> {
  const {
    owner: b,
    aanvraagId,
    companyId,
  } = await createRequest(app, '69599084', { voornaam: 'Bea', achternaam: 'Bezit' });
  const adviser = await createAdviserAndLogin(app.url, app.db);
  const cUser = await app.db.user.findUniqueOrThrow({ where: { email: adviser.email } });
  ok(await call(app.url, 'POST', `/aanvragen/${aanvraagId}/ikv`, { token: adviser.token }), 'ikv');
  ok(
    await call(app.url, 'POST', `/aanvragen/${aanvraagId}/chat`, { token: b.token, json: { bericht: 'hallo' } }),
    'chat',
    201,
  );
  const { membership, invitation } = await partners(app, companyId, b);

  const n = await notify(app.db, {
    userId: b.userId,
    type: 'SYSTEEM',
    sleutel: 'ikv.adviseur-bericht',
    parameters: { titel: 'welkom', bericht: '-' },
  });
  const item = await app.db.aanvullingItem.create({
    data: { aanvraagId, soort: 'TOELICHTING', omschrijving: 'licht de daling toe', gevraagdDoorId: cUser.id },
    select: { id: true },
  });
  const { day, block, appointment } = await agenda(app, cUser.id, b);
  const { document, accountExport } = await evidence(app, companyId, b);
  const a = await entrepreneurA(app);
  const { client, otherClient, narrow, koppeling } = await clients(app, b);

  return {
    a,
    client,
    otherClient,
    narrow,
    b: { token: b.token, userId: b.userId, email: b.email },
    c: { token: adviser.token, userId: cUser.id, email: adviser.email },
    ids: {
      companyId,
      aanvraagId,
      notificationId: n.id,
      invitationId: invitation.id,
      partnerId: membership.id, // partnerId in the paths is the membership
      appointmentId: appointment.id,
      availabilityId: block.id,
      adviserId: cUser.id,
      kvkNummer: '69599084',
      jaar: 2024,
      itemId: item.id,
      documentId: document.id,
      exportId: accountExport.id,
      koppelingId: koppeling.id,
    },
    slot: { start: at(day, '14:00'), end: at(day, '15:00') },
  };
}

/** A partner with a share of B's company, and an invitation still open. */
async function partners(app: TestApp, companyId: string, b: RequestOwner) {
  const partner = await registerAndLogin(app.url, { voornaam: 'Piet' });
  await app.db.companyMember.update({
    where: { companyId_userId: { companyId, userId: b.userId } },
    data: { aandeelPercentage: 80 },
  });
  const membership = await app.db.companyMember.create({
    data: { companyId, userId: partner.userId, rol: 'PARTNER', aandeelPercentage: 10 },
  });
  const invitation = ok(
    await call(app.url, 'POST', `/companies/${companyId}/partners/invite`, {
      token: b.token,
      json: { email: 'nog-niet-lid@test.nl', aandeelPercentage: 5 },
    }),
    'invite',
    201,
  ) as { id: string };
  return { membership, invitation };
}

/** Adviser C's availability next-next week and B's proposed appointment in it. */
async function agenda(app: TestApp, adviseurId: string, b: RequestOwner) {
  const day = mondayAhead(2);
  const block = await createAvailability(app.db, {
    adviseurId,
    start: new Date(at(day, '09:00')),
    eind: new Date(at(day, '17:00')),
  });
  const appointment = ok(
    await call(app.url, 'POST', '/appointments', {
      token: b.token,
      json: { adviserId: adviseurId, start: at(day, '10:00'), end: at(day, '11:00'), onderwerp: 'IKV bespreken' },
    }),
    'appointment',
    201,
  ) as { id: string };
  return { day, block, appointment };
}

/** An evidence document of B's company (multipart upload) and B's export of his data, prepared. */
async function evidence(app: TestApp, companyId: string, b: RequestOwner) {
  const upload = validMultipart('documents-upload')!;
  const document = ok(
    await call(app.url, 'POST', `/companies/${companyId}/documents`, {
      token: b.token,
      rawBody: upload.body,
      contentType: upload.contentType,
    }),
    'document',
    201,
  ) as { id: string };
  const accountExport = await app.db.accountExport.create({
    data: {
      userId: b.userId,
      status: 'KLAAR',
      inhoud: Buffer.from('PK'),
      verlooptOp: new Date(Date.now() + 86_400_000),
    },
  });
  return { document, accountExport };
}

/** Entrepreneur A, verified, with a company of his own. */
async function entrepreneurA(app: TestApp): Promise<World['a']> {
  const a = await registerAndLogin(app.url, { voornaam: 'Ali' });
  await app.db.user.update({ where: { id: a.userId }, data: { emailGeverifieerdOp: new Date() } });
  const aCompany = ok(
    await call(app.url, 'POST', '/companies', { token: a.token, json: { kvkNummer: '90001745' } }),
    'company A',
    201,
  ) as { id: string };
  return { token: a.token, userId: a.userId, companyId: aCompany.id, email: a.email };
}

/** The API clients, and B's consent to the first one's office. */
async function clients(app: TestApp, b: RequestOwner) {
  const withToken = async (c: TestClient) => ({ ...c, token: await clientToken(app.url, c) });
  const client = await withToken(await makeClient(app.db, 'Kantoor Wereld', [...CLIENT_SCOPES]));
  const otherClient = await withToken(await makeClient(app.db, 'Kantoor Elders', [...CLIENT_SCOPES]));
  const narrow = {
    verificatie: await withToken(await makeClient(app.db, 'Bank Smal', ['verificatie'], 'GELDVERSTREKKER')),
    koppelingen: await withToken(await makeClient(app.db, 'Kantoor Smal', ['koppelingen'])),
  };
  const koppeling = await app.db.koppeling.create({
    data: {
      organisatieId: client.organisatieId,
      apiClientId: client.id,
      email: b.email,
      status: 'ACTIEF',
      ondernemerId: b.userId,
      geaccepteerdOp: new Date(),
    },
    select: { id: true },
  });
  return { client, otherClient, narrow, koppeling };
}

/** Fills a path template ({companyId}, {id}, …) with the world's ids; throws for an unknown parameter. */
export function fillPath(path: string, world: World): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = paramValue(path, name, world);
    if (value === undefined)
      throw new Error(
        `No rule for path parameter {${name}} in ${path}: add it to paramValue() in packages/api/test/world.ts so the authorisation matrix and the fuzzer can call this operation.`,
      );
    return encodeURIComponent(String(value));
  });
}

function paramValue(path: string, name: string, w: World): string | number | undefined {
  if (name === 'id') {
    if (path.startsWith('/aanvragen/') || path.startsWith('/adviseur/aanvragen/')) return w.ids.aanvraagId;
    if (path.startsWith('/notifications/')) return w.ids.notificationId;
    if (path.startsWith('/appointments/') || path.startsWith('/adviseur/appointments/')) return w.ids.appointmentId;
    if (path.startsWith('/adviseur/availability/')) return w.ids.availabilityId;
    if (path.startsWith('/documents/')) return w.ids.documentId;
    if (path.startsWith('/account/export/')) return w.ids.exportId;
    if (path.startsWith('/adviseur/ondernemers/')) return w.b.userId; // an entrepreneur (Trust III: identity check)
    if (path.startsWith('/koppelingen/') || path.startsWith('/account/koppelingen/')) return w.ids.koppelingId;
    if (path.startsWith('/beheer/clients/')) return w.client.id;
    if (path.startsWith('/webhooks/')) return 'onbekendWebhookadres'; // a client's: no person reaches it
    return undefined;
  }
  const byName: Record<string, string | number> = {
    companyId: w.ids.companyId,
    aanvraagId: w.ids.aanvraagId,
    inviteId: w.ids.invitationId,
    partnerId: w.ids.partnerId,
    adviserId: w.ids.adviserId,
    kvkNummer: w.ids.kvkNummer,
    jaar: w.ids.jaar,
    itemId: w.ids.itemId,
    afleveringId: 'onbekendeAflevering',
    // a well-formed verification code that no statement has (the operation is public)
    code: 'onbekendeCode0000000000',
    // a statement number (B's request has none issued: the answer is 404 for every caller but the linked client)
    nummer: 'IKV-2026-000001',
  };
  return byName[name];
}

const H = {
  vlottendeActiva: 30000,
  immaterieleActiva: 0,
  eigenVermogen: 20000,
  balanstotaal: 40000,
  balanscorrectie: 0,
  balanscorrectieReden: null,
};

/**
 * A valid request body per operation (by operationId), so that a rejection in the authorisation
 * matrix comes from authorisation, not validation. Operations without an entry get `{}`.
 */
export function validBody(operationId: string, w: World): unknown {
  const bodies: Record<string, unknown> = {
    'companies-add': { kvkNummer: '69599076' },
    'companies-update': { naam: 'Nieuwe naam' },
    'companies-financials-submit': { boekjaren: [{ jaar: 2024, fiscaleWinst: 1000, ...H }] },
    'companies-financials-updateYear': { fiscaleWinst: 1000, ...H },
    'companies-partners-invite': { email: 'iemand-anders@test.nl', aandeelPercentage: 1 },
    'companies-partners-updateShare': { aandeelPercentage: 5 },
    'aanvragen-create': { companyId: w.ids.companyId, verklaringType: 'ORIENTATIE' },
    'adviseur-aanvragen-update': { status: 'IN_BEHANDELING' },
    'adviseur-aanvragen-assign': {},
    'aanvragen-supplemented': { toelichting: 'alles staat erin' },
    'aanvragen-aanvulling-answer': { afgevinkt: true, antwoord: 'de winst daalde door een verbouwing' },
    'adviseur-emailVoorkeuren-update': { chat: false },
    'adviseur-aanvragen-controle': { akkoord: false, toelichting: 'de jaarrekening ontbreekt' },
    'adviseur-verklaring-withdraw': { reden: 'cijfers onjuist gebleken' },
    'chat-send': { bericht: 'mag ik meelezen?' },
    'notifications-createIkv': { aanvraagId: w.ids.aanvraagId, titel: 'titel', bericht: 'bericht' },
    'appointments-propose': { adviserId: w.ids.adviserId, start: w.slot.start, end: w.slot.end, onderwerp: 'gesprek' },
    'appointments-adviser-create': {
      ondernemerId: w.b.userId,
      start: w.slot.start,
      end: w.slot.end,
      onderwerp: 'gesprek',
      locatie: 'Online',
    },
    'appointments-adviser-update': { onderwerp: 'ander onderwerp' },
    'appointments-cancel': { reden: 'verhinderd' },
    'appointments-adviser-cancel': { reden: 'verhinderd' },
    'appointments-reschedule': { start: w.slot.start, end: w.slot.end, reden: 'kan dan niet' },
    'appointments-adviser-reschedule': { start: w.slot.start, end: w.slot.end, reden: 'kan dan niet' },
    'availability-create': { start: w.slot.start, end: w.slot.end },
    'availability-update': { start: w.slot.start, end: w.slot.end },
    'availability-overlapCheck': { start: w.slot.start, end: w.slot.end },
    'appointments-adviser-overlapCheck': { start: w.slot.start, end: w.slot.end },
    'kvk-lookup': { kvkNummer: '69599084' },
    'kvk-ownerCheck': { kvkNummer: '69599084', achternaam: 'Bezit', geboortedatum: '1980-01-01' },
    'ondernemer-update': { voornaam: 'Ander' },
    'companies-eigendom-decide': { besluit: 'BEVESTIGD', toelichting: 'uittreksel gecontroleerd' },
    'adviseur-identiteit-vastleggen': { methode: 'ID_DOCUMENT', toelichting: 'paspoort bekeken' },
    'integraties-koppelingen-create': { email: 'nieuwe-klant@test.nl', kenmerk: 'DOSSIER-1' },
    'integraties-beheer-createClient': {
      naam: 'CRM',
      organisatie: 'Kantoor Nieuw',
      soort: 'INTERMEDIAIR',
      scopes: ['koppelingen'],
    },
    'integraties-beheer-rotateSecret': { overlapUren: 1 },
    'webhooks-create': { url: 'https://crm.example.nl/ikv', events: ['verklaring.uitgegeven'] },
    'webhooks-abonnementen-create': { nummer: 'IKV-2026-000001', code: 'onbekendeCode0000000000' },
  };
  return bodies[operationId] ?? {};
}

/** A valid multipart/form-data body per multipart operation (documents.upload), else undefined. */
export function validMultipart(operationId: string): { body: string; contentType: string } | undefined {
  if (operationId !== 'documents-upload') return undefined;
  const b = '----world-boundary';
  const body =
    `--${b}\r\nContent-Disposition: form-data; name="bestand"; filename="jaarrekening-2024.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\r\n` +
    `--${b}\r\nContent-Disposition: form-data; name="soort"\r\n\r\nJAARREKENING\r\n` +
    `--${b}\r\nContent-Disposition: form-data; name="jaar"\r\n\r\n2024\r\n--${b}--\r\n`;
  return { body, contentType: `multipart/form-data; boundary=${b}` };
}

/** A client that lacks `scope` (the matrix's "client without the scope" caller). */
export function clientWithout(scope: ClientScope, w: World): TestClient & { token: string } {
  return scope === 'verificatie' ? w.narrow.koppelingen : w.narrow.verificatie;
}
