// The fuzzer's own checks: the truth model adds up like real accounts, a seed reproduces its layout
// byte for byte, and every document states figures (or, for the documents without accounts, none).
import { describe, expect, it } from 'vitest';
import { isolatedGevallen, randomGevallen } from '../src/cases.ts';
import { genereer } from '../src/layout.ts';
import { Rng } from '../src/rng.ts';
import { centenPerEenheid, maakBedrijf, waarheid, type Vorm } from '../src/truth.ts';

describe('truth model', () => {
  it('adds up: items to subtotals, activa to passiva, equity parts to equity, the result into equity', () => {
    const vormen: Vorm[] = ['bv', 'eenmanszaak', 'stichting', 'vereniging', 'uk-ltd'];
    for (let seed = 1; seed <= 400; seed++) {
      const rng = new Rng(seed);
      const vorm = vormen[seed % vormen.length]!;
      const b = maakBedrijf(rng, {
        vorm,
        eenheid: rng.pick([
          { schaal: 1, decimalen: 0 },
          { schaal: 1, decimalen: 2 },
          { schaal: 1000, decimalen: 0 },
          { schaal: 1_000_000, decimalen: 1 },
        ] as const),
        balansdatum: { dag: 31, maand: 12 },
        boekjaar: 2024,
        eenJaar: false,
        negatiefEv: seed % 7 === 0,
        nulPost: seed % 5 === 0,
      });
      for (const [jaar, d] of b.detail) {
        const x = d.balans;
        expect(x.immaterieel + x.materieel + x.financieel).toBe(x.vasteActiva);
        expect(x.voorraden + x.vorderingen + x.liquide).toBe(x.vlottendeActiva);
        expect(x.vasteActiva + x.vlottendeActiva).toBe(x.balanstotaal);
        expect(x.eigenVermogen + x.voorzieningen + x.langlopend + x.kortlopend).toBe(x.balanstotaal);
        expect(x.evDelen.reduce((s, p) => s + p.waarde, 0)).toBe(x.eigenVermogen);
        expect(x.kortDelen.reduce((s, p) => s + p.waarde, 0)).toBe(x.kortlopend);
        expect(
          Math.min(x.kortlopend, x.langlopend, x.voorzieningen, x.vlottendeActiva, x.vasteActiva),
        ).toBeGreaterThanOrEqual(0);
        const vorig = b.historie.find((h) => h.jaar === jaar - 1)!;
        expect(vorig.eigenVermogen + d.wv.resultaat - d.wv.uitkering).toBe(x.eigenVermogen);
        expect(d.wv.omzet - d.wv.kostprijs - d.wv.bedrijfslasten).toBe(d.wv.bedrijfsresultaat);
        expect(d.wv.bedrijfsresultaat + d.wv.financieel - d.wv.belasting).toBe(d.wv.resultaat);
        if (vorm === 'eenmanszaak') {
          const f = d.fiscaal!;
          expect(f.resultaat + f.nietAftrekbaar + f.privegebruik - f.investeringsaftrek).toBe(f.saldo);
          expect(waarheid(b, jaar, 'fiscaleWinst')).toBe(f.saldo * centenPerEenheid(b.eenheid));
        } else expect(waarheid(b, jaar, 'fiscaleWinst')).toBeUndefined();
        expect(waarheid(b, jaar, 'balanstotaal')).toBe(x.balanstotaal * centenPerEenheid(b.eenheid));
      }
    }
  });
});

describe('layouts', () => {
  it('a seed reproduces its layout byte for byte', async () => {
    for (const geval of [...randomGevallen(77, 5), ...isolatedGevallen(3).slice(0, 5)]) {
      const a = await genereer(geval);
      const b = await genereer(geval);
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.vermeld).toEqual(b.vermeld);
    }
  });

  it('every isolated trait draws a document that states figures, except the documents without accounts', async () => {
    for (const geval of isolatedGevallen(1)) {
      const g = await genereer(geval);
      if (geval.trait === 'geen-jaarrekening') {
        expect(g.verwachtStatus).toBe('NIET_HERKEND');
        expect(g.waarheid).toEqual([]);
      } else {
        expect(g.verwachtStatus).toBe('GELEZEN');
        expect(g.vermeld.length, `${geval.trait}=${geval.variant}`).toBeGreaterThanOrEqual(4);
      }
      expect(g.traits).toEqual(geval.trait === 'plain' ? ['plain'] : [`${geval.trait}: ${geval.variant}`]);
    }
  });
});
