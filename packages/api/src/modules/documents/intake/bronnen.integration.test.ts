// The per-field comparison with the documents over REST (API.md, Intake, last paragraph): GET
// /companies/financials/{companyId} for members and GET /adviseur/aanvragen/{id} for advisers show
// each field's proposals and flags; the FIXED POST answers as before; a stranger still gets 404.
// The readings are stored the way the job stores them (the reader itself is tested in
// intake.integration.test.ts and the corpus), so each case states exactly what the documents say.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin, expectProblem, registerAndLogin } from '../../../../test/api-client.ts';
import { createRequest } from '../../../../test/requests.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { saveLezing } from './intake.repository.ts';
import { type GelezenBoekjaar, READER_VERSIE } from '@ikv/reader';
import { OPGESLAGEN_VELDEN } from '../../../../test/boekjaar.ts';

let app: TestApp;
let owner: { token: string };
let companyId: string;
let aanvraagId: string;
let adviser: { token: string };
let stranger: { token: string };

/** A PDF upload (the bytes only need to pass the upload's type check); its reading is then stored. */
async function uploadRead(name: string, soort: string, boekjaren: GelezenBoekjaar[] | null) {
  const form = new FormData();
  form.append('bestand', new Blob([Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n')]), name);
  form.append('soort', soort);
  const res = await fetch(`${app.url}/api/companies/${companyId}/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  if (boekjaren)
    await saveLezing(
      app.db,
      id,
      {
        status: 'GELEZEN',
        bron: 'PDF_TEKST',
        resultaat: { boekjaren, meldingen: [] } as never,
        lezerVersie: READER_VERSIE,
        fout: null,
      },
      new Date(),
    );
  return id;
}

const positie = { x: 56.7, y: 231.2, breedte: 470.1, hoogte: 10 };
const years = (token = owner.token) => call(app.url, 'GET', `/companies/financials/${companyId}`, { token });
type Year = {
  jaar: number;
  bronnen?: {
    velden: Record<
      string,
      {
        voorstellen: {
          documentId: string;
          bestandsnaam: string;
          waarde: number;
          pagina?: number;
          tekst: string;
          positie?: unknown;
        }[];
        afwijking: boolean;
        oneens: boolean;
        zonderDocument: boolean;
      }
    >;
    bezig: unknown[];
    documentIdsAllesKlopt: string[] | null;
  };
};
const jaarVan = (body: Year[], jaar: number) => body.find((y) => y.jaar === jaar)!;

beforeAll(async () => {
  app = await startTestApp();
  const req = await createRequest(app, '69599084');
  owner = req.owner;
  companyId = req.companyId;
  aanvraagId = req.aanvraagId;
  adviser = await createAdviserAndLogin(app.url, app.db);
  stranger = await registerAndLogin(app.url, { voornaam: 'Vreemd' });
}, 120_000);
afterAll(async () => {
  await app?.close();
});

describe('per-field proposals and flags', () => {
  let jr2025: string;
  let ib2025: string;
  let jr2024: string;

  it('without documents being read, the years carry no bronnen (unchanged answer)', async () => {
    const res = await years();
    expect(res.status).toBe(200);
    for (const y of res.body as Year[]) expect(y).not.toHaveProperty('bronnen');
  });

  it('a document still being read is listed under every year, and blocks the one-click check', async () => {
    await uploadRead('jaarrekening-2025.pdf', 'JAARREKENING', null);
    const y = jaarVan((await years()).body, 2025);
    expect(y.bronnen?.bezig).toEqual([{ documentId: expect.any(String), bestandsnaam: 'jaarrekening-2025.pdf' }]);
    expect(y.bronnen?.documentIdsAllesKlopt).toBeNull();
    await app.db.documentLezing.deleteMany({ where: { status: 'BEZIG' } });
    await app.db.document.deleteMany({ where: { companyId } });
  });

  it('members see each field with its documents; the saved figure that differs and the figure without a document are flagged', async () => {
    // saved: every year 30.000 profit, 30.000 current assets, 20.000 equity, 40.000 total
    jr2025 = await uploadRead('jaarrekening-2025.pdf', 'JAARREKENING', [
      {
        jaar: 2025,
        velden: {
          vlottendeActiva: { waarde: 30000, pagina: 3, tekst: 'Vlottende activa 30.000 28.000', positie },
          eigenVermogen: { waarde: 20000, pagina: 3, tekst: 'Eigen vermogen 20.000' },
          balanstotaal: { waarde: 41000, pagina: 3, tekst: 'Totaal activa 41.000 39.500' },
        },
      },
      { jaar: 2024, velden: { balanstotaal: { waarde: 39500, pagina: 3, tekst: 'Totaal activa 41.000 39.500' } } },
    ]);
    ib2025 = await uploadRead('aangifte-2025.pdf', 'IB_AANGIFTE', [
      {
        jaar: 2025,
        velden: { fiscaleWinst: { waarde: 30000, pagina: 1, tekst: 'Saldo fiscale winstberekening 30.000' } },
      },
    ]);
    const res = await years();
    expect(res.status).toBe(200);
    const y = jaarVan(res.body, 2025);
    expect(y).toMatchObject({ jaar: 2025, fiscaleWinst: 30000, balanstotaal: 40000, kortlopendeSchulden: null });
    expect(y.bronnen?.velden.vlottendeActiva).toEqual({
      voorstellen: [
        {
          documentId: jr2025,
          bestandsnaam: 'jaarrekening-2025.pdf',
          waarde: 30000,
          pagina: 3,
          tekst: 'Vlottende activa 30.000 28.000',
          positie,
        },
      ],
      afwijking: false,
      oneens: false,
      zonderDocument: false,
    });
    expect(y.bronnen?.velden.fiscaleWinst?.voorstellen).toEqual([
      {
        documentId: ib2025,
        bestandsnaam: 'aangifte-2025.pdf',
        waarde: 30000,
        pagina: 1,
        tekst: 'Saldo fiscale winstberekening 30.000',
      },
    ]);
    expect(y.bronnen?.velden.balanstotaal).toMatchObject({ afwijking: true, oneens: false, zonderDocument: false });
    expect(y.bronnen?.documentIdsAllesKlopt).toBeNull();
    // 2023: no document gives its figures
    const y23 = jaarVan(res.body, 2023);
    expect(y23.bronnen?.velden.fiscaleWinst).toEqual({
      voorstellen: [],
      afwijking: false,
      oneens: false,
      zonderDocument: true,
    });
    expect(y23.bronnen?.velden.immaterieleActiva).toBeUndefined();
  });

  it("flags the comparative column of 2025 disagreeing with the 2024 accounts' own figure", async () => {
    jr2024 = await uploadRead('jaarrekening-2024.pdf', 'JAARREKENING', [
      { jaar: 2024, velden: { balanstotaal: { waarde: 40000, pagina: 2, tekst: 'Balanstotaal 40.000' } } },
    ]);
    const b = jaarVan((await years()).body, 2024).bronnen?.velden.balanstotaal;
    expect(b?.voorstellen.map((v) => [v.bestandsnaam, v.waarde])).toEqual([
      ['jaarrekening-2025.pdf', 39500],
      ['jaarrekening-2024.pdf', 40000],
    ]);
    expect(b).toMatchObject({ oneens: true, afwijking: true, zonderDocument: false });
  });

  it('the FIXED POST answers exactly as before (no bronnen), and GET keeps its fields', async () => {
    const post = await call(app.url, 'POST', `/companies/financials/${companyId}`, {
      token: owner.token,
      json: {
        boekjaren: [
          {
            jaar: 2025,
            fiscaleWinst: 30000,
            vlottendeActiva: 30000,
            immaterieleActiva: 0,
            eigenVermogen: 20000,
            balanstotaal: 41000,
            balanscorrectie: 0,
            balanscorrectieReden: null,
          },
        ],
      },
    });
    expect(post.status).toBe(200);
    expect(JSON.stringify(post.body)).not.toContain('bronnen');
    const y = jaarVan((await years()).body, 2025);
    expect(Object.keys(y).sort()).toEqual([...OPGESLAGEN_VELDEN, 'bronnen'].sort());
    // every 2025 figure now matches its documents: the documents to cite
    expect(y.bronnen?.velden.balanstotaal?.afwijking).toBe(false);
    expect(y.bronnen?.documentIdsAllesKlopt).toEqual([jr2025, ib2025].sort());
  });

  it('the adviser sees the same per year of the request; a stranger gets 404 and an entrepreneur no adviser view', async () => {
    const res = await call(app.url, 'GET', `/adviseur/aanvragen/${aanvraagId}`, { token: adviser.token });
    expect(res.status).toBe(200);
    const y25 = jaarVan(res.body.boekjaren, 2025);
    expect(y25.bronnen?.documentIdsAllesKlopt).toEqual([jr2025, ib2025].sort());
    expect(y25.bronnen?.velden.vlottendeActiva?.voorstellen[0]).toMatchObject({
      bestandsnaam: 'jaarrekening-2025.pdf',
      pagina: 3,
      positie,
    });
    expect(jaarVan(res.body.boekjaren, 2024).bronnen?.velden.balanstotaal).toMatchObject({ oneens: true });
    expect(jaarVan(res.body.boekjaren, 2023).bronnen?.velden.eigenVermogen?.zonderDocument).toBe(true);
    expect(jr2024).toBeTruthy();

    expectProblem(await years(stranger.token), 404);
    expectProblem(await years(adviser.token), 403);
    expectProblem(await call(app.url, 'GET', `/adviseur/aanvragen/${aanvraagId}`, { token: owner.token }), 403);
    expectProblem(await call(app.url, 'GET', `/adviseur/aanvragen/${aanvraagId}`, { token: stranger.token }), 403);
    // the entrepreneur's own view of the request is unchanged
    const own = await call(app.url, 'GET', `/aanvragen/${aanvraagId}`, { token: owner.token });
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.body.boekjaren)).not.toContain('bronnen');
  });
});
