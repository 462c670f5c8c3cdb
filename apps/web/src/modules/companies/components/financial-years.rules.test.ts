import { describe, expect, it } from 'vitest';
import { en } from '~/i18n/en.ts';
import { nl } from '~/i18n/nl.ts';
import {
  balanceContradictions,
  emptyRow,
  hasUnsavedChanges,
  OPTIONAL_FIELDS,
  optionalValuesOf,
  plausibilityWarnings,
  toSubmission,
  validateRows,
  type Row,
} from './financial-years.rules.ts';

const row = (over: Partial<Row>): Row => ({
  ...emptyRow('r1'),
  jaar: '2025',
  fiscaleWinst: '40.000',
  vlottendeActiva: '30.000',
  immaterieleActiva: '0',
  eigenVermogen: '25.000',
  balanstotaal: '100.000',
  ...over,
});

describe('balance checks before saving (the calculation’s own)', () => {
  it('a balance that adds up passes', () => {
    expect(validateRows([row({})], 2026, nl)).toEqual({});
  });
  it('equity above the total is refused beside the equity field', () => {
    expect(validateRows([row({ eigenVermogen: '900.000' })], 2026, nl)).toEqual({
      'r1.eigenVermogen': nl.years.balance.equityAboveTotal,
    });
  });
  it('current plus intangible assets above the total is refused beside the total', () => {
    expect(validateRows([row({ vlottendeActiva: '70.000', immaterieleActiva: '40.000' })], 2026, en)).toEqual({
      'r1.balanstotaal': en.years.balance.assetsAboveTotal,
    });
  });
  it('short-term debts above all debts are refused; equal is fine', () => {
    expect(validateRows([row({ kortlopendeSchulden: '75.000,01' })], 2026, nl)).toEqual({
      'r1.kortlopendeSchulden': nl.years.balance.shortTermAboveDebts,
    });
    expect(validateRows([row({ kortlopendeSchulden: '75.000' })], 2026, nl)).toEqual({});
  });
  it('a correction above the debts is refused', () => {
    expect(validateRows([row({ balanscorrectie: '80.000', balanscorrectieReden: 'herwaardering' })], 2026, nl)).toEqual(
      { 'r1.balanscorrectie': nl.years.balance.correctionAboveDebts },
    );
  });
  it('says nothing about the balance while a figure is missing or unreadable', () => {
    expect(balanceContradictions(row({ balanstotaal: '' }))).toEqual([]);
    expect(balanceContradictions(row({ eigenVermogen: 'veel' }))).toEqual([]);
  });
});

describe('plausibility warnings', () => {
  const years = (winst2024: string, winst2025: string) => [
    row({ key: 'a', jaar: '2024', fiscaleWinst: winst2024 }),
    row({ key: 'b', jaar: '2025', fiscaleWinst: winst2025 }),
  ];
  it('a profit more than three times the year before is flagged on the later year', () => {
    expect(plausibilityWarnings(years('10.000', '30.001'), nl)).toEqual({
      b: ['De winst van 2025 is meer dan 3 keer die van 2024. Klopt dat bedrag?'],
    });
    expect(plausibilityWarnings(years('10.000', '30.000'), nl)).toEqual({});
    expect(plausibilityWarnings(years('-10.000', '50.000'), en)).toEqual({
      b: ['The profit of 2025 is more than 5 times that of 2024. Is that amount right?'],
    });
  });
  it('no comparison with a zero year or a gap between years', () => {
    expect(plausibilityWarnings(years('0', '90.000'), nl)).toEqual({});
    expect(
      plausibilityWarnings(
        [
          row({ key: 'a', jaar: '2022', fiscaleWinst: '1.000' }),
          row({ key: 'b', jaar: '2025', fiscaleWinst: '90.000' }),
        ],
        nl,
      ),
    ).toEqual({});
  });
  it('negative equity is a warning, not an error', () => {
    const r = row({ eigenVermogen: '-5.000' });
    expect(plausibilityWarnings([r], nl)).toEqual({ r1: [nl.years.balance.negativeEquity] });
    expect(validateRows([r], 2026, nl)).toEqual({});
  });
});

describe('amounts in the reader’s notation', () => {
  it('an English reader types 60,000 and 48,250.50; the same figures in Dutch notation are refused in English', () => {
    const english = row({
      fiscaleWinst: '60,000',
      vlottendeActiva: '30,000',
      eigenVermogen: '25,000.50',
      balanstotaal: '100,000',
    });
    expect(validateRows([english], 2026, en, 'en')).toEqual({});
    expect(validateRows([english], 2026, nl, 'nl')).toMatchObject({ 'r1.fiscaleWinst': nl.years.errAmountInvalid });
    expect(validateRows([row({})], 2026, en, 'en')).toMatchObject({ 'r1.fiscaleWinst': en.years.errAmountInvalid });
  });
});

describe('the body and the optional figures of a row (from the fields’ definition)', () => {
  it('the FIXED submit gets jaar and the eight FIXED fields: an empty correction is 0, an empty reason null', () => {
    expect(toSubmission([row({ kortlopendeSchulden: '12.500' })])).toEqual([
      {
        jaar: 2025,
        fiscaleWinst: 40000,
        vlottendeActiva: 30000,
        immaterieleActiva: 0,
        eigenVermogen: 25000,
        balanstotaal: 100000,
        balanscorrectie: 0,
        balanscorrectieReden: null,
      },
    ]);
  });
  it('an optional figure left empty is unknown (null); a typed one is read in the form’s language', () => {
    expect(Object.values(optionalValuesOf(row({})))).toEqual(OPTIONAL_FIELDS.map(() => null));
    expect(optionalValuesOf(row({ kortlopendeSchulden: '12,500.50' }), 'en').kortlopendeSchulden).toBe(12500.5);
  });
  it('an optional figure may be empty but not negative or unreadable; a required one may not be empty', () => {
    expect(validateRows([row({ kortlopendeSchulden: '-1' })], 2026, nl)).toEqual({
      'r1.kortlopendeSchulden': nl.years.errNegative,
    });
    expect(validateRows([row({ kortlopendeSchulden: 'veel' })], 2026, nl)).toEqual({
      'r1.kortlopendeSchulden': nl.years.errAmountInvalid,
    });
    expect(validateRows([row({ vlottendeActiva: '' })], 2026, nl)).toEqual({
      'r1.vlottendeActiva': nl.years.errAmountRequired,
    });
  });
});

describe('unsaved changes (the guard before leaving the page)', () => {
  const saved = [row({ key: 'y2024', persisted: true, jaar: '2024' }), row({ key: 'y2025', persisted: true })];
  it('none right after loading or saving, nor for a blank new row or a figure typed back', () => {
    expect(hasUnsavedChanges(saved, saved)).toBe(false);
    expect(hasUnsavedChanges([...saved, emptyRow('n1')], saved)).toBe(false);
    expect(hasUnsavedChanges([...saved, { ...emptyRow('n1'), jaar: '2023' }], saved)).toBe(false);
    const retyped = [saved[0]!, { ...saved[1]!, key: 'other', fiscaleWinst: ' 40.000 ' }];
    expect(hasUnsavedChanges(retyped, saved)).toBe(false);
  });
  it('a changed figure, a new year with something in it or an emptied field is a change', () => {
    expect(hasUnsavedChanges([saved[0]!, { ...saved[1]!, fiscaleWinst: '41.000' }], saved)).toBe(true);
    expect(hasUnsavedChanges([...saved, { ...emptyRow('n1'), jaar: '2023', fiscaleWinst: '1' }], saved)).toBe(true);
    expect(hasUnsavedChanges([saved[0]!, { ...saved[1]!, balanstotaal: '' }], saved)).toBe(true);
  });
  it('a year proposed from documents is no change until it is edited', () => {
    const proposed = [...saved, row({ key: 'd2023', jaar: '2023' })];
    expect(hasUnsavedChanges(proposed, proposed)).toBe(false);
    expect(hasUnsavedChanges([...saved, row({ key: 'd2023', jaar: '2023', fiscaleWinst: '1' })], proposed)).toBe(true);
  });
});
