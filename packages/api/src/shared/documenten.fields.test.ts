import { describe, expect, it } from 'vitest';
import {
  acceptVan,
  BESTANDSTYPEN,
  bestandstypenTekst,
  DOCUMENT_MIMES,
  DOCUMENT_SOORT_DEFINITIES,
  DOCUMENT_SOORTEN,
  documentSoortenBij,
  GELEZEN_MIMES,
  GELEZEN_SOORTEN,
} from './documenten.fields.ts';

describe('document kinds', () => {
  it('the kinds, in the order the upload offers them', () => {
    expect(DOCUMENT_SOORTEN).toEqual(['JAARREKENING', 'IB_AANGIFTE', 'AANSLAG_IB', 'KVK_UITTREKSEL', 'OVERIG']);
  });
  it('a year offers its evidence and OVERIG; the company its extract and OVERIG', () => {
    expect(documentSoortenBij('jaar')).toEqual(['JAARREKENING', 'IB_AANGIFTE', 'AANSLAG_IB', 'OVERIG']);
    expect(documentSoortenBij('bedrijf')).toEqual(['KVK_UITTREKSEL', 'OVERIG']);
  });
  it('the reader reads the accounts, the return and the assessment', () => {
    expect(GELEZEN_SOORTEN).toEqual(['JAARREKENING', 'IB_AANGIFTE', 'AANSLAG_IB']);
  });
  it('every kind has a label in both languages', () => {
    for (const s of DOCUMENT_SOORTEN) {
      const { label } = DOCUMENT_SOORT_DEFINITIES[s];
      expect(label.nl.trim(), s).not.toBe('');
      expect(label.en.trim(), s).not.toBe('');
    }
  });
});

describe('file types', () => {
  it('one entry per type, each with its own extension among those it accepts', () => {
    expect(new Set(DOCUMENT_MIMES).size).toBe(BESTANDSTYPEN.length);
    for (const t of BESTANDSTYPEN) expect(t.extensies as readonly string[]).toContain(t.extensie);
    const extensies = BESTANDSTYPEN.flatMap((t) => t.extensies);
    expect(new Set(extensies).size).toBe(extensies.length);
  });
  it('a type recognised by a test of the reader comes after every type recognised by its first bytes', () => {
    const eerste = BESTANDSTYPEN.findIndex((t) => 'lezer' in t.herkenning);
    expect(BESTANDSTYPEN.slice(eerste).every((t) => 'lezer' in t.herkenning)).toBe(true);
  });
  it('the reader reads figures from some of them', () => {
    expect(GELEZEN_MIMES.length).toBeGreaterThan(0);
    for (const m of GELEZEN_MIMES) expect(DOCUMENT_MIMES).toContain(m);
  });
  it('lists the types for people, in both languages', () => {
    expect(bestandstypenTekst('nl', 'of')).toBe(
      `${BESTANDSTYPEN.slice(0, -1)
        .map((t) => t.naam.nl)
        .join(', ')} of ${BESTANDSTYPEN.at(-1)!.naam.nl}`,
    );
    expect(bestandstypenTekst('en', 'en')).toMatch(/ and [^,]+$/);
    expect(bestandstypenTekst('en', 'of', true).split(/, | or /)).toEqual(
      BESTANDSTYPEN.filter((t) => t.gelezen).map((t) => t.naam.en),
    );
  });
  it('a file picker accepts every type by MIME type and by extension (or only the read ones)', () => {
    const alle = acceptVan().split(',');
    for (const t of BESTANDSTYPEN) expect(alle).toEqual(expect.arrayContaining([t.mime, ...t.extensies]));
    const gelezen = acceptVan(true).split(',');
    for (const t of BESTANDSTYPEN) expect(gelezen.includes(t.mime)).toBe(t.gelezen);
  });
});
