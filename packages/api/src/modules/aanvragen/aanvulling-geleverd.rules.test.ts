import { describe, expect, it } from 'vitest';
import { computeBoekjaarBijVraag, computeGeleverd, type GevraagdItemFeiten } from './aanvulling-geleverd.rules.ts';

const JAAR_TOEN = { jaar: 2025, fiscaleWinst: 30000, eigenVermogen: 20000 };
const gevraagdOp = new Date('2026-11-01T10:00:00Z');
const aangevuldOp = new Date('2026-11-02T10:00:00Z');

const figuur = (over: Partial<GevraagdItemFeiten> = {}): GevraagdItemFeiten => ({
  soort: 'BOEKJAAR',
  jaar: 2025,
  veld: 'fiscaleWinst',
  gevraagdOp,
  aangevuldOp: null,
  boekjaarBijVraag: computeBoekjaarBijVraag(JAAR_TOEN),
  boekjaarBijAangevuld: null,
  ...over,
});
const met = (cijfers: Record<string, number>) => ({ documenten: [], boekjaren: [{ ...JAAR_TOEN, ...cijfers }] });

describe('computeGeleverd, a figure item', () => {
  it('while open: the asked figure changed answers it with the current value; the same figure does not', () => {
    expect(computeGeleverd(figuur(), met({}))).toBeNull();
    expect(computeGeleverd(figuur(), met({ fiscaleWinst: 41500 }))?.cijfer).toEqual({
      jaar: 2025,
      veld: 'fiscaleWinst',
      waarde: 41500,
    });
    // another figure of the year does not answer an item that asks one figure
    expect(computeGeleverd(figuur(), met({ eigenVermogen: 1 }))).toBeNull();
  });

  it('reported supplemented: it keeps what it had then, whatever the figures do afterwards', () => {
    const gesloten = figuur({
      aangevuldOp,
      boekjaarBijAangevuld: computeBoekjaarBijVraag({ ...JAAR_TOEN, fiscaleWinst: 41500 }),
    });
    const verwacht = { documenten: [], cijfer: { jaar: 2025, veld: 'fiscaleWinst', waarde: 41500 } };
    expect(computeGeleverd(gesloten, met({ fiscaleWinst: 41500 }))).toEqual(verwacht);
    // changed back to the asked figure, or once more, after it was closed
    expect(computeGeleverd(gesloten, met({ fiscaleWinst: 30000 }))).toEqual(verwacht);
    expect(computeGeleverd(gesloten, met({ fiscaleWinst: 50000 }))).toEqual(verwacht);
    // nothing had come in when it was closed: a later change does not answer it
    const leeg = figuur({ aangevuldOp, boekjaarBijAangevuld: computeBoekjaarBijVraag(JAAR_TOEN) });
    expect(computeGeleverd(leeg, met({ fiscaleWinst: 50000 }))).toBeNull();
  });

  it('a year that was not there when closed received nothing; a year not there when asked did, once saved', () => {
    const nietDaar = figuur({ aangevuldOp, boekjaarBijAangevuld: computeBoekjaarBijVraag(undefined) });
    expect(computeGeleverd(nietDaar, met({ fiscaleWinst: 41500 }))).toBeNull();
    const nieuw = figuur({
      veld: null,
      boekjaarBijVraag: computeBoekjaarBijVraag(undefined),
      aangevuldOp,
      boekjaarBijAangevuld: computeBoekjaarBijVraag(JAAR_TOEN),
    });
    expect(computeGeleverd(nieuw, { documenten: [], boekjaren: [] })?.cijfer).toEqual({
      jaar: 2025,
      veld: null,
      waarde: null,
    });
  });

  it('closed before its figures were kept: the current figures still count (nothing else to go by)', () => {
    const oud = figuur({ aangevuldOp });
    expect(computeGeleverd(oud, met({ fiscaleWinst: 41500 }))?.cijfer?.waarde).toBe(41500);
  });
});

describe('computeGeleverd, a document item', () => {
  const doc = (geuploadOp: string, jaar = 2024) => ({ id: geuploadOp, jaar, bestandsnaam: 'x.pdf', geuploadOp });
  it('counts documents of the asked year uploaded between asking and reporting it supplemented', () => {
    const item = figuur({ soort: 'DOCUMENT', jaar: 2024, veld: null, boekjaarBijVraag: null, aangevuldOp });
    const got = computeGeleverd(item, {
      boekjaren: [],
      documenten: [
        doc('2026-10-31T10:00:00Z'),
        doc('2026-11-01T12:00:00Z'),
        doc('2026-11-01T13:00:00Z', 2023),
        doc('2026-11-03T10:00:00Z'),
      ],
    });
    expect(got?.documenten.map((d) => d.id)).toEqual(['2026-11-01T12:00:00Z']);
  });
});
