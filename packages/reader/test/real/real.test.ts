// The reader on real public documents (docs/intake.md, "Real documents"): never a wrong figure and
// every status right. The documents stay outside the repository; without INTAKE_REAL_DIR the scoring
// test is skipped, while the truth's own consistency and the scoring rules are always tested.
import { describe, expect, it } from 'vitest';
import type { LeesResultaat } from '../../src/types.ts';
import {
  checkRealSet,
  formatDocument,
  formatTotals,
  loadRealSet,
  isMadeByUs,
  orphanTruthFiles,
  realDirFromEnvironment,
  rebuiltFromEnvironment,
  type RealTruth,
  scoreReading,
  scoreRealSet,
} from './score-real.ts';

const DIR = realDirFromEnvironment();
if (!DIR)
  console.info(
    '[real documents] INTAKE_REAL_DIR is not set: the reader is not scored on the real documents (docs/intake.md, "Real documents").',
  );

describe('the real set as data', () => {
  it('every document has a source, a licence note and a truth that the data rules allow', () => {
    const { manifest, truth } = loadRealSet();
    expect(manifest.length).toBeGreaterThanOrEqual(40);
    expect(checkRealSet(manifest, truth)).toEqual([]);
    expect(orphanTruthFiles(manifest)).toEqual([]);
  });

  it('finds what is wrong with a manifest entry and its truth', () => {
    const doc = {
      naam: 'a.pdf',
      sha256: 'ab',
      soort: 'JAARREKENING' as const,
      vorm: 'PDF_TEKST' as const,
      bron: {},
      licentie: ' ',
      verwachteStatus: 'GELEZEN' as const,
      opmerking: '',
    };
    const truth: RealTruth = { status: 'NIET_HERKEND', boekjaren: { '23': { eigenVermogen: 1.005 } } };
    expect(checkRealSet([doc, doc], new Map([['a.pdf', truth]]))).toEqual(
      expect.arrayContaining([
        'a.pdf: listed twice',
        'a.pdf: sha256 is not 64 hex digits',
        'a.pdf: no licence note',
        'a.pdf: no source',
        'a.pdf: manifest expects GELEZEN, truth says NIET_HERKEND',
        'a.pdf: NIET_HERKEND with figures',
        'a.pdf: year 23',
        'a.pdf: 23 eigenVermogen is not an amount in euros with at most 2 decimals',
      ]),
    );
  });
});

describe('documents made by us', () => {
  it('are the derived ones and the filings printed to PDF; a file taken as it is never is', () => {
    const { manifest } = loadRealSet();
    const made = (naam: string) => isMadeByUs(manifest.find((d) => d.naam === naam)!);
    expect(made('nl-stichting-curena-balans-2013-scan300.pdf')).toBe(true);
    expect(made('uk-ch-micro-2017-rendered.pdf')).toBe(true);
    expect(made('nl-stichting-curena-balans-2013.pdf')).toBe(false);
    expect(made('nl-stichting-ua-toelichting-2022-foto.pdf')).toBe(false);
    expect(made('uk-ch-micro-2017-ixbrl.html')).toBe(false);
    expect(made('za-cipc-ifrs-2019-ixbrl.xhtml')).toBe(false);
  });
});

describe('scoring a reading against its truth', () => {
  const truth: RealTruth = {
    status: 'GELEZEN',
    boekjaren: { '2023': { eigenVermogen: 199311, balanstotaal: 215795.5 }, '2022': { vlottendeActiva: 309255 } },
  };
  const veld = (waarde: number) => ({ waarde, tekst: 'regel' });

  it('counts exact (to the cent), wrong, missing and extra figures and the status', () => {
    const result: LeesResultaat = {
      status: 'GELEZEN',
      boekjaren: [
        { jaar: 2023, velden: { eigenVermogen: veld(199311.004), balanstotaal: veld(215795) } },
        { jaar: 2021, velden: { kortlopendeSchulden: veld(13708) } },
      ],
      meldingen: [],
    };
    const score = {
      documenten: 1,
      stated: 0,
      exact: 0,
      wrong: 0,
      missing: 0,
      extra: 0,
      statusGoed: 0,
      statusFout: 0,
      afwijkingen: [] as string[],
    };
    scoreReading(truth, result, score);
    expect(score).toMatchObject({ stated: 3, exact: 1, wrong: 1, missing: 1, extra: 1, statusGoed: 1, statusFout: 0 });
    expect(score.afwijkingen).toEqual([
      'extra   2021 kortlopendeSchulden 13708 (read from "regel")',
      'missing 2022 vlottendeActiva 309255',
      'WRONG   2023 balanstotaal read 215795, truth 215795.5 (from "regel")',
    ]);
  });

  it('counts a wrong status', () => {
    const score = {
      documenten: 1,
      stated: 0,
      exact: 0,
      wrong: 0,
      missing: 0,
      extra: 0,
      statusGoed: 0,
      statusFout: 0,
      afwijkingen: [] as string[],
    };
    scoreReading(truth, { status: 'GEEN_TEKST', boekjaren: [], meldingen: [] }, score);
    expect(score).toMatchObject({ stated: 3, missing: 3, statusGoed: 0, statusFout: 1 });
  });
});

describe.skipIf(!DIR)('the reader on the real documents (INTAKE_REAL_DIR)', () => {
  it('proposes no wrong figure and gives every document its expected status', async () => {
    const score = await scoreRealSet(DIR!, undefined, { herbouwd: rebuiltFromEnvironment() });
    console.info(['[real documents]', ...score.documenten.flatMap(formatDocument), ...formatTotals(score)].join('\n'));
    expect(score.documenten.filter((d) => d.fout).map((d) => `${d.naam}: ${d.fout}`)).toEqual([]);
    expect(
      score.documenten
        .filter((d) => d.wrong > 0)
        .flatMap((d) => d.afwijkingen.filter((a) => a.startsWith('WRONG')).map((a) => `${d.naam}: ${a}`)),
    ).toEqual([]);
    expect(
      score.documenten.filter((d) => d.statusFout > 0).map((d) => `${d.naam}: ${d.status}, expected ${d.verwacht}`),
    ).toEqual([]);
  }, 600_000);
});
