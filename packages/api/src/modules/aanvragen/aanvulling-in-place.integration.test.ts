// An asked item answered in place over REST (issue Flow III, the aanvulling friction): a document
// uploaded for the asked year, the asked figure changed with PUT /companies/financials/{companyId}/{jaar}
// or the asked year saved with other figures. Such an item is done (klaar) with what came in (geleverd)
// without being ticked; saving the same figures, a document of another year or one after the request was
// reported supplemented answer nothing. A TOELICHTING still needs its text. Reported supplemented, a figure
// item keeps what it had received then: changing the figure back (or again) afterwards changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin } from '../../../test/api-client.ts';
import { createRequest } from '../../../test/requests.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let app: TestApp;
let req: Awaited<ReturnType<typeof createRequest>>;
let adviser: { token: string };

type Item = {
  id: string;
  soort: string;
  jaar: number | null;
  veld: string | null;
  klaar: boolean;
  afgevinktOp: string | null;
  geleverd: {
    documenten: { id: string; bestandsnaam: string }[];
    cijfer: { jaar: number; veld: string | null; waarde: number | null } | null;
  } | null;
};

const YEAR = {
  fiscaleWinst: 30000,
  vlottendeActiva: 30000,
  immaterieleActiva: 0,
  eigenVermogen: 20000,
  balanstotaal: 40000,
  balanscorrectie: 0,
  balanscorrectieReden: null,
};

async function items(): Promise<Item[]> {
  const got = await call(app.url, 'GET', `/aanvragen/${req.aanvraagId}`, { token: req.owner.token });
  expect(got.status).toBe(200);
  return got.body.gevraagd as Item[];
}
const find = (all: Item[], soort: string, jaar: number | null) =>
  all.find((i) => i.soort === soort && i.jaar === jaar)!;

async function upload(jaar: number, name: string) {
  const form = new FormData();
  const pdf = Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\n% ${name}\ntrailer<<>>\n%%EOF\n`);
  form.append('bestand', new Blob([pdf], { type: 'application/pdf' }), name);
  form.append('soort', 'JAARREKENING');
  form.append('jaar', String(jaar));
  const res = await fetch(`${app.url}/api/companies/${req.companyId}/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${req.owner.token}` },
    body: form,
  });
  expect(res.status).toBe(201);
}

const putYear = (jaar: number, figures: Partial<typeof YEAR>) =>
  call(app.url, 'PUT', `/companies/financials/${req.companyId}/${jaar}`, {
    token: req.owner.token,
    json: { ...YEAR, ...figures },
  });

beforeAll(async () => {
  app = await startTestApp();
  req = await createRequest(app, '69599084', { voornaam: 'Ina', achternaam: 'Inplaats' });
  adviser = await createAdviserAndLogin(app.url, app.db);
  const taken = await call(app.url, 'PATCH', `/adviseur/aanvragen/${req.aanvraagId}`, {
    token: adviser.token,
    json: { status: 'IN_BEHANDELING' },
  });
  expect(taken.status).toBe(200);
  const asked = await call(app.url, 'PATCH', `/adviseur/aanvragen/${req.aanvraagId}`, {
    token: adviser.token,
    json: {
      status: 'AANVULLING_NODIG',
      gevraagd: [
        { soort: 'DOCUMENT', jaar: 2024, omschrijving: 'De jaarrekening van 2024' },
        { soort: 'BOEKJAAR', jaar: 2025, veld: 'fiscaleWinst', omschrijving: 'Klopt de winst van 2025?' },
        { soort: 'BOEKJAAR', jaar: 2023, omschrijving: 'Controleer 2023' },
        { soort: 'TOELICHTING', omschrijving: 'Waarom daalde de winst?' },
      ],
    },
  });
  expect(asked.status).toBe(200);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

describe('an aanvulling answered in place', () => {
  it('starts with nothing done and nothing supplied', async () => {
    const all = await items();
    expect(all).toHaveLength(4);
    expect(all.every((i) => !i.klaar && i.geleverd === null && i.afgevinktOp === null)).toBe(true);
  });

  it('a document of another year, or the asked year saved with the same figures, answers nothing', async () => {
    await upload(2023, 'jaarrekening-2023.pdf');
    expect((await putYear(2025, {})).status).toBe(200);
    expect((await putYear(2023, {})).status).toBe(200);
    const all = await items();
    expect(all.every((i) => !i.klaar && i.geleverd === null)).toBe(true);
  });

  it('a document uploaded for the asked year makes its item done, naming the file, without a tick', async () => {
    await upload(2024, 'jaarrekening-2024.pdf');
    const doc = find(await items(), 'DOCUMENT', 2024);
    expect(doc.klaar).toBe(true);
    expect(doc.afgevinktOp).toBeNull();
    expect(doc.geleverd?.documenten.map((d) => d.bestandsnaam)).toEqual(['jaarrekening-2024.pdf']);
  });

  it('the asked figure changed over REST makes its item done with the new value; the whole year on any change', async () => {
    expect((await putYear(2025, { fiscaleWinst: 41500 })).status).toBe(200);
    let all = await items();
    const figure = find(all, 'BOEKJAAR', 2025);
    expect(figure).toMatchObject({ klaar: true, afgevinktOp: null });
    expect(figure.geleverd?.cijfer).toEqual({ jaar: 2025, veld: 'fiscaleWinst', waarde: 41500 });
    expect(find(all, 'BOEKJAAR', 2023).klaar).toBe(false);

    expect((await putYear(2023, { eigenVermogen: 21000 })).status).toBe(200);
    all = await items();
    expect(find(all, 'BOEKJAAR', 2023).geleverd?.cijfer).toEqual({ jaar: 2023, veld: null, waarde: null });
    // the explanation is typed: it is done only when ticked with its text
    expect(find(all, 'TOELICHTING', null).klaar).toBe(false);
  });

  it('reported supplemented, the adviser sees what came in; a later upload does not count for it', async () => {
    const uitleg = find(await items(), 'TOELICHTING', null);
    const answered = await call(app.url, 'PUT', `/aanvragen/${req.aanvraagId}/aanvulling/${uitleg.id}`, {
      token: req.owner.token,
      json: { afgevinkt: true, antwoord: 'Een verbouwing.' },
    });
    expect((answered.body.gevraagd as Item[]).every((i) => i.klaar)).toBe(true);
    const done = await call(app.url, 'POST', `/aanvragen/${req.aanvraagId}/aangevuld`, {
      token: req.owner.token,
      json: {},
    });
    expect(done.status).toBe(200);
    await upload(2024, 'nog-een-2024.pdf');
    const seen = await call(app.url, 'GET', `/adviseur/aanvragen/${req.aanvraagId}`, { token: adviser.token });
    const doc = find(seen.body.gevraagd as Item[], 'DOCUMENT', 2024);
    expect(doc.geleverd?.documenten.map((d) => d.bestandsnaam)).toEqual(['jaarrekening-2024.pdf']);
  });

  it('reported supplemented, a figure changed back or again afterwards leaves the closed items as they were', async () => {
    expect((await putYear(2025, { fiscaleWinst: 30000 })).status).toBe(200);
    expect((await putYear(2023, { eigenVermogen: 20000 })).status).toBe(200);
    let seen = await call(app.url, 'GET', `/adviseur/aanvragen/${req.aanvraagId}`, { token: adviser.token });
    let all = seen.body.gevraagd as Item[];
    expect(find(all, 'BOEKJAAR', 2025)).toMatchObject({
      klaar: true,
      geleverd: { cijfer: { jaar: 2025, veld: 'fiscaleWinst', waarde: 41500 } },
    });
    expect(find(all, 'BOEKJAAR', 2023)).toMatchObject({
      klaar: true,
      geleverd: { cijfer: { jaar: 2023, veld: null, waarde: null } },
    });
    expect((await putYear(2025, { fiscaleWinst: 52000 })).status).toBe(200);
    seen = await call(app.url, 'GET', `/adviseur/aanvragen/${req.aanvraagId}`, { token: adviser.token });
    all = seen.body.gevraagd as Item[];
    expect(find(all, 'BOEKJAAR', 2025).geleverd?.cijfer?.waarde).toBe(41500);
  });
});
