// The adviser workflow over REST (API.md "Adviser workflow"): a new request in the unassigned queue,
// taking it, asking for items, the entrepreneur answering and reporting it supplemented, the
// notifications and e-mails with links, both inboxes, the e-mail preferences and the CSV export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin, expectProblem, registerAndLogin } from '../../../test/api-client.ts';
import { createRequest } from '../../../test/requests.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { sweepChatMails } from '../chat/chat.service.ts';
import { resetConfigForTests } from '../../infra/config.ts';

let app: TestApp;
let c1: { token: string; email: string; id: string };
let c2: { token: string; email: string; id: string };
let req: Awaited<ReturnType<typeof createRequest>>;
const APP = 'https://ikv.voorbeeld.nl';
let oldAppUrl: string | undefined;

async function adviser() {
  const a = await createAdviserAndLogin(app.url, app.db);
  const u = await app.db.user.findUniqueOrThrow({ where: { email: a.email } });
  return { ...a, id: u.id };
}

beforeAll(async () => {
  oldAppUrl = process.env.APP_URL;
  process.env.APP_URL = APP;
  resetConfigForTests();
  app = await startTestApp();
  c1 = await adviser();
  c2 = await adviser();
  req = await createRequest(app, '69599084', { voornaam: 'Bea', achternaam: 'Bakker' });
}, 60_000);
afterAll(async () => {
  // assigning undefined would set the text 'undefined'
  if (oldAppUrl === undefined) delete process.env.APP_URL;
  else process.env.APP_URL = oldAppUrl;
  resetConfigForTests();
  await app?.close();
});

const mailsTo = (aan: string) => app.db.outgoingMail.findMany({ where: { aan }, orderBy: { aangemaaktOp: 'asc' } });

describe('assignment and queues', () => {
  it('a new request has no behandelaar; every adviser gets a linked notification and an e-mail with the absolute link', async () => {
    const got = await call(app.url, 'GET', `/adviseur/aanvragen/${req.aanvraagId}`, { token: c1.token });
    expect(got.status).toBe(200);
    expect(got.body.behandelaar).toBeNull();
    for (const c of [c1, c2]) {
      const n = await call(app.url, 'GET', '/notifications', { token: c.token });
      const mine = (n.body as { aanvraagId?: string; link: string; titel: string }[]).find(
        (x) => x.aanvraagId === req.aanvraagId,
      );
      expect(mine?.link).toBe(`/adviseur/aanvragen/${req.aanvraagId}`);
      expect(mine?.titel).toMatch(/^Nieuwe aanvraag van /);
      const mails = await mailsTo(c.email);
      expect(mails.some((m) => m.tekst.includes(`${APP}/adviseur/aanvragen/${req.aanvraagId}`))).toBe(true);
    }
  });

  it('the niemand queue holds it until an adviser takes it, then it is in his mij queue', async () => {
    const ids = async (token: string, q: string) =>
      (
        (await call(app.url, 'GET', `/adviseur/aanvragen?${q}`, { token })).body as { items: { id: string }[] }
      ).items.map((i) => i.id);
    expect(await ids(c1.token, 'behandelaar=niemand')).toContain(req.aanvraagId);
    expect(await ids(c1.token, 'behandelaar=mij')).not.toContain(req.aanvraagId);

    const taken = await call(app.url, 'POST', `/adviseur/aanvragen/${req.aanvraagId}/toewijzen`, {
      token: c1.token,
      json: {},
    });
    expect(taken.status).toBe(200);
    expect(taken.body.behandelaar).toEqual({ id: c1.id, naam: 'Ada Adviseur' });
    expect(await ids(c1.token, 'behandelaar=niemand')).not.toContain(req.aanvraagId);
    expect(await ids(c1.token, 'behandelaar=mij')).toContain(req.aanvraagId);
    expect(await ids(c2.token, `behandelaar=${c1.id}&status=INGEDIEND`)).toContain(req.aanvraagId);
    expect(await ids(c2.token, 'behandelaar=mij')).not.toContain(req.aanvraagId);
    const audit = await app.db.auditLog.findFirst({ where: { actie: 'AANVRAAG_TOEGEWEZEN', userId: c1.id } });
    expect(audit?.details).toMatchObject({ aanvraagId: req.aanvraagId, van: null, naar: c1.id });
  });

  it('gives to a colleague (who is told), refuses a non-adviser, releases with null, and is not for entrepreneurs', async () => {
    const given = await call(app.url, 'POST', `/adviseur/aanvragen/${req.aanvraagId}/toewijzen`, {
      token: c1.token,
      json: { adviseurId: c2.id },
    });
    expect(given.body.behandelaar.id).toBe(c2.id);
    const n = (await call(app.url, 'GET', '/notifications', { token: c2.token })).body as {
      titel: string;
      link: string;
    }[];
    expect(
      n.some((x) => x.titel.startsWith('U behandelt nu') && x.link === `/adviseur/aanvragen/${req.aanvraagId}`),
    ).toBe(true);

    expectProblem(
      await call(app.url, 'POST', `/adviseur/aanvragen/${req.aanvraagId}/toewijzen`, {
        token: c1.token,
        json: { adviseurId: req.owner.userId },
      }),
      400,
    );
    const released = await call(app.url, 'POST', `/adviseur/aanvragen/${req.aanvraagId}/toewijzen`, {
      token: c2.token,
      json: { adviseurId: null },
    });
    expect(released.body.behandelaar).toBeNull();
    expectProblem(
      await call(app.url, 'POST', `/adviseur/aanvragen/${req.aanvraagId}/toewijzen`, {
        token: req.owner.token,
        json: {},
      }),
      403,
    );
  });

  it('moving an unassigned request to IN_BEHANDELING makes the caller its behandelaar', async () => {
    const moved = await call(app.url, 'PATCH', `/adviseur/aanvragen/${req.aanvraagId}`, {
      token: c1.token,
      json: { status: 'IN_BEHANDELING' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.behandelaar.id).toBe(c1.id);
  });
});

describe('the aanvulling loop', () => {
  const gevraagd = [
    { soort: 'DOCUMENT', jaar: 2024, omschrijving: 'De jaarrekening 2024' },
    { soort: 'TOELICHTING', omschrijving: 'Waarom daalde de winst?' },
  ];

  it('AANVULLING_NODIG without gevraagd is 400, with two items 200, and the entrepreneur sees both', async () => {
    const bad = expectProblem(
      await call(app.url, 'PATCH', `/adviseur/aanvragen/${req.aanvraagId}`, {
        token: c1.token,
        json: { status: 'AANVULLING_NODIG' },
      }),
      400,
    );
    expect(JSON.stringify(bad.errors)).toContain('gevraagd');
    expectProblem(
      await call(app.url, 'PATCH', `/adviseur/aanvragen/${req.aanvraagId}`, {
        token: c1.token,
        json: { status: 'AANVULLING_NODIG', gevraagd: [] },
      }),
      400,
    );
    expectProblem(
      await call(app.url, 'PATCH', `/adviseur/aanvragen/${req.aanvraagId}`, {
        token: c1.token,
        json: { status: 'AANVULLING_NODIG', gevraagd: [{ soort: 'DOCUMENT', omschrijving: 'zonder jaar' }] },
      }),
      400,
    );

    const ok = await call(app.url, 'PATCH', `/adviseur/aanvragen/${req.aanvraagId}`, {
      token: c1.token,
      json: { status: 'AANVULLING_NODIG', gevraagd },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('AANVULLING_NODIG');

    const mine = await call(app.url, 'GET', `/aanvragen/${req.aanvraagId}`, { token: req.owner.token });
    const items = mine.body.gevraagd as {
      soort: string;
      jaar: number | null;
      omschrijving: string;
      afgevinktOp: string | null;
      gevraagdDoor: string;
    }[];
    expect(items.map((i) => [i.soort, i.jaar, i.omschrijving]).sort()).toEqual([
      ['DOCUMENT', 2024, 'De jaarrekening 2024'],
      ['TOELICHTING', null, 'Waarom daalde de winst?'],
    ]);
    expect(items.every((i) => i.afgevinktOp === null && i.gevraagdDoor === 'Ada Adviseur')).toBe(true);
  });

  it('the entrepreneur is told with a link, and his Dutch e-mail lists what is asked with the absolute link', async () => {
    const n = (await call(app.url, 'GET', '/notifications', { token: req.owner.token })).body as {
      titel: string;
      link: string;
      aanvraagId?: string;
    }[];
    const asked = n.find((x) => x.titel === 'Uw adviseur heeft meer informatie nodig');
    expect(asked?.link).toBe(`/aanvragen/${req.aanvraagId}`);
    const mail = (await mailsTo(req.owner.email)).find(
      (m) => m.onderwerp === 'Uw adviseur heeft meer informatie nodig',
    );
    expect(mail).toBeDefined();
    expect(mail!.tekst).toContain(`${APP}/aanvragen/${req.aanvraagId}`);
    expect(mail!.tekst).toContain('Een document over 2024: De jaarrekening 2024');
    expect(mail!.tekst).toContain('Een toelichting: Waarom daalde de winst?');
    expect(mail!.tekst).not.toMatch(/AANVULLING_NODIG|is aanvulling nodig/);
  });

  it('answers and ticks items off; a toelichting needs an answer; another entrepreneur gets 404', async () => {
    const items = (await call(app.url, 'GET', `/aanvragen/${req.aanvraagId}`, { token: req.owner.token })).body
      .gevraagd as { id: string; soort: string }[];
    const doc = items.find((i) => i.soort === 'DOCUMENT')!;
    const uitleg = items.find((i) => i.soort === 'TOELICHTING')!;
    expectProblem(
      await call(app.url, 'PUT', `/aanvragen/${req.aanvraagId}/aanvulling/${uitleg.id}`, {
        token: req.owner.token,
        json: { afgevinkt: true },
      }),
      400,
    );
    const a1 = await call(app.url, 'PUT', `/aanvragen/${req.aanvraagId}/aanvulling/${uitleg.id}`, {
      token: req.owner.token,
      json: { afgevinkt: true, antwoord: 'Een verbouwing in 2024.' },
    });
    expect(a1.status).toBe(200);
    const a2 = await call(app.url, 'PUT', `/aanvragen/${req.aanvraagId}/aanvulling/${doc.id}`, {
      token: req.owner.token,
      json: { afgevinkt: true },
    });
    const after = a2.body.gevraagd as { id: string; afgevinktOp: string | null; antwoord: string | null }[];
    expect(after.every((i) => i.afgevinktOp !== null)).toBe(true);
    expect(after.find((i) => i.id === uitleg.id)?.antwoord).toBe('Een verbouwing in 2024.');

    const other = await registerAndLogin(app.url);
    expectProblem(
      await call(app.url, 'PUT', `/aanvragen/${req.aanvraagId}/aanvulling/${doc.id}`, {
        token: other.token,
        json: { afgevinkt: false },
      }),
      404,
    );
    expectProblem(
      await call(app.url, 'POST', `/aanvragen/${req.aanvraagId}/aangevuld`, { token: other.token, json: {} }),
      404,
    );
    expectProblem(
      await call(app.url, 'PUT', `/aanvragen/${req.aanvraagId}/aanvulling/${doc.id}`, {
        token: c1.token,
        json: { afgevinkt: false },
      }),
      403,
    );
  });

  it('supplemented returns it to IN_BEHANDELING and tells the behandelaar (only him), who sees what came in and when', async () => {
    const before = (await mailsTo(c2.email)).length;
    const done = await call(app.url, 'POST', `/aanvragen/${req.aanvraagId}/aangevuld`, {
      token: req.owner.token,
      json: { toelichting: 'Alles staat erin.' },
    });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('IN_BEHANDELING');
    const n = (await call(app.url, 'GET', '/notifications', { token: c1.token })).body as {
      titel: string;
      link: string;
    }[];
    expect(
      n.some(
        (x) =>
          x.titel.endsWith('heeft de aanvulling aangeleverd') && x.link === `/adviseur/aanvragen/${req.aanvraagId}`,
      ),
    ).toBe(true);
    const mail = (await mailsTo(c1.email)).find((m) => m.onderwerp.endsWith('heeft de aanvulling aangeleverd'));
    expect(mail?.tekst).toContain(`${APP}/adviseur/aanvragen/${req.aanvraagId}`);
    expect((await mailsTo(c2.email)).length).toBe(before);

    const seen = await call(app.url, 'GET', `/adviseur/aanvragen/${req.aanvraagId}`, { token: c1.token });
    const items = seen.body.gevraagd as {
      antwoord: string | null;
      afgevinktOp: string | null;
      aangevuldOp: string | null;
    }[];
    expect(items).toHaveLength(2);
    expect(items.every((i) => i.aangevuldOp !== null && i.afgevinktOp !== null)).toBe(true);
    expect(seen.body.statusHistorie.at(-1)).toMatchObject({
      vanStatus: 'AANVULLING_NODIG',
      naarStatus: 'IN_BEHANDELING',
      opmerking: 'Alles staat erin.',
    });
    // nothing asked any more: reporting again is a conflict
    expectProblem(
      await call(app.url, 'POST', `/aanvragen/${req.aanvraagId}/aangevuld`, { token: req.owner.token, json: {} }),
      409,
    );
  });
});

describe('inbox, preferences, export', () => {
  it('both inboxes list the conversation with the unread count', async () => {
    await call(app.url, 'POST', `/aanvragen/${req.aanvraagId}/chat`, {
      token: req.owner.token,
      json: { bericht: 'Eerste vraag' },
    });
    await call(app.url, 'POST', `/aanvragen/${req.aanvraagId}/chat`, {
      token: req.owner.token,
      json: { bericht: 'Tweede vraag' },
    });
    const adviser = await call(app.url, 'GET', '/chat/gesprekken', { token: c1.token });
    expect(adviser.status).toBe(200);
    const g = (
      adviser.body as {
        aanvraagId: string;
        ongelezen: number;
        laatsteBericht: string;
        tegenpartij: string;
        bedrijfsnaam: string;
      }[]
    ).find((x) => x.aanvraagId === req.aanvraagId);
    expect(g).toMatchObject({ ongelezen: 2, laatsteBericht: 'Tweede vraag', tegenpartij: 'Bea Bakker' });

    await call(app.url, 'POST', `/aanvragen/${req.aanvraagId}/chat`, {
      token: c1.token,
      json: { bericht: 'Antwoord' },
    });
    const owner = await call(app.url, 'GET', '/chat/gesprekken', { token: req.owner.token });
    expect((owner.body as unknown[])[0]).toMatchObject({
      aanvraagId: req.aanvraagId,
      ongelezen: 1,
      laatsteBericht: 'Antwoord',
      tegenpartij: 'Ada Adviseur',
    });
    const other = await registerAndLogin(app.url);
    expect((await call(app.url, 'GET', '/chat/gesprekken', { token: other.token })).body).toEqual([]);
  });

  it('the behandelaar gets the unread-chat e-mail unless he turned chat e-mails off', async () => {
    const prefs = await call(app.url, 'GET', '/adviseur/email-voorkeuren', { token: c1.token });
    expect(prefs.body).toEqual({
      nieuweAanvraag: true,
      aangevuld: true,
      toegewezen: true,
      chat: true,
      afspraak: true,
      wijziging: true,
    });
    // c1 has read nothing of the owner's two messages (he sent one after them, which marks them read for him)
    await call(app.url, 'POST', `/aanvragen/${req.aanvraagId}/chat`, {
      token: req.owner.token,
      json: { bericht: 'Nog iets' },
    });
    const off = await call(app.url, 'PUT', '/adviseur/email-voorkeuren', { token: c1.token, json: { chat: false } });
    expect(off.body.chat).toBe(false);
    expect(off.body.aangevuld).toBe(true);
    await sweepChatMails(app.db, new Date(Date.now() + 60 * 60_000));
    expect((await mailsTo(c1.email)).some((m) => m.onderwerp.includes('ongelezen'))).toBe(false);
    expectProblem(
      await call(app.url, 'PUT', '/adviseur/email-voorkeuren', { token: c1.token, json: { onbekend: true } }),
      400,
    );
    expectProblem(await call(app.url, 'GET', '/adviseur/email-voorkeuren', { token: req.owner.token }), 403);
  });

  it('exports the list as CSV: BOM, semicolons, a header, the rows of the filter', async () => {
    const res = await fetch(`${app.url}/api/adviseur/aanvragen/export.csv?behandelaar=mij`, {
      headers: { authorization: `Bearer ${c1.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'Aanvraagnummer;Bedrijf;KvK-nummer;Ondernemer;E-mail;Soort;Status;Behandelaar;Aangemaakt op;Bijgewerkt op;Toetsinkomen (EUR)',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]!.split(';')).toEqual(
      expect.arrayContaining(['69599084', 'Bea Bakker', 'Inkomensverklaring', 'In behandeling', 'Ada Adviseur']),
    );

    const none = await fetch(`${app.url}/api/adviseur/aanvragen/export.csv?behandelaar=niemand&status=AFGEROND`, {
      headers: { authorization: `Bearer ${c1.token}` },
    });
    expect((await none.text()).split('\r\n').filter(Boolean)).toHaveLength(1);
    expect(
      (
        await fetch(`${app.url}/api/adviseur/aanvragen/export.csv`, {
          headers: { authorization: `Bearer ${req.owner.token}` },
        })
      ).status,
    ).toBe(403);
    const bad = await fetch(`${app.url}/api/adviseur/aanvragen/export.csv?status=NEE`, {
      headers: { authorization: `Bearer ${c1.token}` },
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('application/problem+json');
  });

  it('exports many rows in batches (more than one batch)', async () => {
    const company = await app.db.company.findFirstOrThrow({ where: { id: req.companyId } });
    await app.db.aanvraag.createMany({
      data: Array.from({ length: 1203 }, () => ({
        companyId: company.id,
        ondernemerId: req.owner.userId,
        verklaringType: 'ORIENTATIE' as const,
        status: 'AFGEROND' as const,
        behandelaarId: c2.id,
        toetsinkomen: 12345.6,
      })),
    });
    const res = await fetch(`${app.url}/api/adviseur/aanvragen/export.csv?behandelaar=${c2.id}`, {
      headers: { authorization: `Bearer ${c2.token}` },
    });
    const lines = (await res.text()).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1204);
    expect(new Set(lines.slice(1).map((l) => l.split(';')[0])).size).toBe(1203);
    expect(lines[1]!.endsWith(';12345,60')).toBe(true);
  });
});
