import { describe, expect, it } from 'vitest';
import { voorIndienen } from './voor-indienen.rules.ts';

const doc = (jaar: number | null, soort = 'JAARREKENING') => ({ jaar, soort }) as never;

describe('voorIndienen: the known gaps before a request is submitted', () => {
  it('names each of the last three completed years without a document, the KvK extract and the partners', () => {
    const punten = voorIndienen({
      jaren: [{ jaar: 2022 }, { jaar: 2023 }, { jaar: 2024 }, { jaar: 2025 }, { jaar: 2026 }],
      documenten: [doc(2025), doc(2024, 'IB_AANGIFTE'), doc(2022)],
      eigendomBevestigd: false,
      waarschuwingen: [
        { code: 'SAMENWERKINGSVERBAND_EEN_VENNOOT', bericht: 'Een vof heeft normaal meerdere vennoten.' },
      ],
      huidigJaar: 2026,
    });
    expect(punten).toEqual([
      { soort: 'DOCUMENT_ONTBREEKT', jaar: 2023 },
      { soort: 'KVK_UITTREKSEL' },
      {
        soort: 'PARTNERS',
        code: 'SAMENWERKINGSVERBAND_EEN_VENNOOT',
        bericht: 'Een vof heeft normaal meerdere vennoten.',
      },
    ]);
  });

  it('counts a comparative column as evidence and names a saved figure that differs from its document', () => {
    const punten = voorIndienen({
      jaren: [
        { jaar: 2024 },
        {
          jaar: 2025,
          bronnen: {
            velden: {
              eigenVermogen: {
                afwijking: true,
                voorstellen: [{ bestandsnaam: 'jr-2025.pdf' }, { bestandsnaam: 'jr-2025.pdf' }],
              },
              balanstotaal: { afwijking: false, voorstellen: [{ bestandsnaam: 'jr-2025.pdf' }] },
            },
          },
        },
      ],
      documenten: [{ jaar: 2025, soort: 'JAARREKENING', gelezenJaren: [2024, 2025] } as never],
      eigendomBevestigd: true,
      waarschuwingen: [],
      huidigJaar: 2026,
    });
    expect(punten).toEqual([{ soort: 'AFWIJKING', jaar: 2025, veld: 'eigenVermogen', documenten: ['jr-2025.pdf'] }]);
  });

  it('a company without financial years says so; a complete one has nothing to say', () => {
    expect(
      voorIndienen({ jaren: [], documenten: [], eigendomBevestigd: true, waarschuwingen: [], huidigJaar: 2026 }),
    ).toEqual([{ soort: 'GEEN_JAREN' }]);
    expect(
      voorIndienen({
        jaren: [{ jaar: 2025 }],
        documenten: [doc(2025)],
        eigendomBevestigd: true,
        waarschuwingen: [],
        huidigJaar: 2026,
      }),
    ).toEqual([]);
  });
});
