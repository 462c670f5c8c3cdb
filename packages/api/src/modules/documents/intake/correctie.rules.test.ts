import { describe, expect, it } from 'vitest';
import type { GelezenBoekjaar } from '@ikv/reader';
import { correctieUitLezing } from './correctie.rules.ts';

const jaar = (j: number, leeg = false): GelezenBoekjaar =>
  ({
    jaar: j,
    velden: leeg ? {} : { balanstotaal: { waarde: 100, tekst: 'Totaal activa 100' } },
  }) as unknown as GelezenBoekjaar;
const winst = (j: number): GelezenBoekjaar =>
  ({
    jaar: j,
    velden: { fiscaleWinst: { waarde: 41606, tekst: 'Saldo fiscale winstberekening 41.606' } },
  }) as unknown as GelezenBoekjaar;

describe('correctieUitLezing', () => {
  it('files a document without a year under the newest year it states, not its comparative column', () => {
    expect(correctieUitLezing({ soort: 'JAARREKENING', jaar: null }, [jaar(2023), jaar(2024)], 2026)).toEqual({
      jaar: 2024,
    });
  });

  it('makes "other" or a KvK extract whose reading found figures annual accounts', () => {
    expect(correctieUitLezing({ soort: 'OVERIG', jaar: 2024 }, [jaar(2024)], 2026)).toEqual({
      soort: 'JAARREKENING',
    });
    expect(correctieUitLezing({ soort: 'KVK_UITTREKSEL', jaar: null }, [jaar(2024)], 2026)).toEqual({
      soort: 'JAARREKENING',
      jaar: 2024,
    });
  });

  it('a document stating only the fiscal profit is a return, whatever it was filed as; an assessment stays one', () => {
    expect(correctieUitLezing({ soort: 'JAARREKENING', jaar: null }, [winst(2025)], 2026)).toEqual({
      soort: 'IB_AANGIFTE',
      jaar: 2025,
    });
    expect(correctieUitLezing({ soort: 'OVERIG', jaar: 2025 }, [winst(2025)], 2026)).toEqual({ soort: 'IB_AANGIFTE' });
    expect(correctieUitLezing({ soort: 'AANSLAG_IB', jaar: 2025 }, [winst(2025)], 2026)).toBeNull();
    // a return may carry the entrepreneur's balance sheet: it stays a return
    expect(correctieUitLezing({ soort: 'IB_AANGIFTE', jaar: 2025 }, [jaar(2025)], 2026)).toBeNull();
  });

  it('keeps a return as a return, a year already chosen, and changes nothing without figures', () => {
    expect(correctieUitLezing({ soort: 'IB_AANGIFTE', jaar: 2023 }, [jaar(2023)], 2026)).toBeNull();
    expect(correctieUitLezing({ soort: 'OVERIG', jaar: null }, [jaar(2024, true)], 2026)).toBeNull();
    expect(correctieUitLezing({ soort: 'OVERIG', jaar: null }, [], 2026)).toBeNull();
  });

  it('never takes a year still to come', () => {
    expect(correctieUitLezing({ soort: 'JAARREKENING', jaar: null }, [jaar(2027), jaar(2026)], 2026)).toEqual({
      jaar: 2026,
    });
    expect(correctieUitLezing({ soort: 'JAARREKENING', jaar: null }, [jaar(2030)], 2026)).toBeNull();
  });
});
