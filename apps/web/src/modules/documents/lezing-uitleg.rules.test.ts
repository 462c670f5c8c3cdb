import { describe, expect, it } from 'vitest';
import { en } from '~/i18n/en.ts';
import { nl } from '~/i18n/nl.ts';
import { lezingUitleg } from './lezing-uitleg.rules.ts';

const melding = (code: string, tekst: string) => ({ code, nl: tekst, en: `EN ${tekst}` });

describe('lezingUitleg', () => {
  it('read: the years in order; partly read: the reader’s reasons; a scan: check the figures', () => {
    const gelezen = { status: 'GELEZEN' as const, bron: 'PDF_TEKST' as const, jaren: [2025, 2024], meldingen: [] };
    expect(lezingUitleg({ soort: 'JAARREKENING', lezing: gelezen }, nl, 'nl')).toEqual({
      tone: 'success',
      tekst: 'Gelezen: de cijfers van 2024 en 2025.',
      redenen: [],
    });
    const deels = { ...gelezen, meldingen: [melding('TELT_NIET_OP', 'Op pagina 4 tellen de bedragen niet op.')] };
    expect(lezingUitleg({ soort: 'JAARREKENING', lezing: deels }, en, 'en')).toMatchObject({
      tone: 'warning',
      tekst: 'Partly read: figures of 2024 and 2025. What could not be read, please enter yourself:',
      redenen: ['EN Op pagina 4 tellen de bedragen niet op.'],
    });
    // which of a group's and the company's own figures were taken: said, but read whole
    const groep = { ...gelezen, meldingen: [melding('GROEP_OVERGESLAGEN', 'De cijfers van de onderneming zelf.')] };
    expect(lezingUitleg({ soort: 'JAARREKENING', lezing: groep }, nl, 'nl')).toEqual({
      tone: 'success',
      tekst: 'Gelezen: de cijfers van 2024 en 2025.',
      redenen: ['De cijfers van de onderneming zelf.'],
    });
    // figures from the notes of a document without a balance sheet: the sheet's other figures are his to enter
    const toelichting = { ...gelezen, meldingen: [melding('UIT_TOELICHTING', 'Uit de toelichting op de balans.')] };
    expect(lezingUitleg({ soort: 'JAARREKENING', lezing: toelichting }, nl, 'nl')).toMatchObject({
      tone: 'warning',
      redenen: ['Uit de toelichting op de balans.'],
    });
    const scan = { ...gelezen, bron: 'OCR' as const, jaren: [2025], meldingen: [melding('GELEZEN_MET_OCR', 'x')] };
    expect(lezingUitleg({ soort: 'JAARREKENING', lezing: scan }, nl, 'nl')).toEqual({
      tone: 'warning',
      tekst:
        'Gelezen met tekstherkenning (een scan of foto): cijfers van 2025. Controleer ze met het document ernaast.',
      redenen: [],
    });
  });

  it('not read: why, and what to do; nothing for a KvK extract without figures or a file that is not read', () => {
    const niets = {
      status: 'NIET_HERKEND' as const,
      bron: null,
      jaren: [],
      meldingen: [melding('NIET_HERKEND', 'Geen balans.')],
    };
    expect(lezingUitleg({ soort: 'IB_AANGIFTE', lezing: niets }, nl, 'nl')).toEqual({
      tone: 'warning',
      tekst: 'Hieruit konden we geen cijfers lezen. Vul de bedragen van dit jaar zelf in.',
      redenen: ['Geen balans.'],
    });
    expect(lezingUitleg({ soort: 'KVK_UITTREKSEL', lezing: niets }, nl, 'nl')).toBeNull();
    expect(lezingUitleg({ soort: 'JAARREKENING', lezing: null }, nl, 'nl')).toBeNull();
    expect(
      lezingUitleg({ soort: 'JAARREKENING', lezing: { ...niets, status: 'BEZIG', meldingen: [] } }, nl, 'nl'),
    ).toEqual({ tone: 'muted', tekst: 'Wordt gelezen…', redenen: [] });
  });
});
