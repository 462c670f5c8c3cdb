import { describe, expect, it } from 'vitest';
import { ZUpdateAdviseurAanvraagInput } from '@ikv/api/schemas/adviseur/aanvragen/update';
import { nl } from '~/i18n/nl.ts';
import { validate } from '~/lib/schema-form.ts';
import { gevraagdErrors, toGevraagd, type GevraagdRij } from './gevraagd-editor.tsx';

const ID = 'cm8x2k1qz0001ab12cd34ef56';
const check = (rows: GevraagdRij[]) => {
  const r = validate(
    ZUpdateAdviseurAanvraagInput,
    { id: ID, status: 'AANVULLING_NODIG', intern: false, gevraagd: toGevraagd(rows) },
    nl,
  );
  return gevraagdErrors(r.fieldErrors ?? {}, rows);
};

describe('gevraagdErrors: the schema’s messages land on the editor’s rows', () => {
  it('no item at all: at the first row’s description', () => {
    expect(check([{ soort: 'DOCUMENT', jaar: '2025', omschrijving: '  ' }])).toEqual({
      'gevraagd.0.omschrijving': nl.validation.rules.REQUEST_ITEM_REQUIRED,
    });
  });

  it('an item’s index skips the empty rows before it', () => {
    const rows: GevraagdRij[] = [
      { soort: 'DOCUMENT', jaar: '2025', omschrijving: '' },
      { soort: 'BOEKJAAR', jaar: '', omschrijving: 'De cijfers van vorig jaar' },
    ];
    expect(check(rows)).toEqual({ 'gevraagd.1.jaar': nl.validation.rules.YEAR_REQUIRED });
  });

  it('a valid list has no errors', () => {
    expect(check([{ soort: 'TOELICHTING', jaar: '', omschrijving: 'Waarom daalde de omzet?' }])).toEqual({});
  });

  it('one figure asked of a year travels as veld, only with the figures of a year', () => {
    const asked = toGevraagd([
      { soort: 'BOEKJAAR', jaar: '2025', veld: 'fiscaleWinst', omschrijving: 'De winst van 2025' },
      { soort: 'BOEKJAAR', jaar: '2024', veld: '', omschrijving: 'Alle cijfers van 2024' },
      { soort: 'DOCUMENT', jaar: '2024', veld: 'fiscaleWinst', omschrijving: 'De jaarrekening' },
    ]);
    expect(asked).toEqual([
      { soort: 'BOEKJAAR', jaar: 2025, veld: 'fiscaleWinst', omschrijving: 'De winst van 2025' },
      { soort: 'BOEKJAAR', jaar: 2024, omschrijving: 'Alle cijfers van 2024' },
      { soort: 'DOCUMENT', jaar: 2024, omschrijving: 'De jaarrekening' },
    ]);
    expect(check([{ soort: 'BOEKJAAR', jaar: '2025', veld: 'fiscaleWinst', omschrijving: 'x' }])).toEqual({});
  });

  it('the schema refuses a figure that is no amount of a year, and a figure with a document', () => {
    const r = validate(
      ZUpdateAdviseurAanvraagInput,
      {
        id: ID,
        status: 'AANVULLING_NODIG',
        intern: false,
        gevraagd: [
          { soort: 'BOEKJAAR', jaar: 2025, veld: 'balanscorrectieReden', omschrijving: 'x' },
          { soort: 'DOCUMENT', jaar: 2025, veld: 'fiscaleWinst', omschrijving: 'y' },
        ],
      },
      nl,
    );
    expect(Object.keys(r.fieldErrors ?? {}).sort()).toEqual(['gevraagd.0.veld', 'gevraagd.1.veld']);
    expect(r.fieldErrors?.['gevraagd.1.veld']).toBe(nl.validation.rules.FIELD_ONLY_FOR_YEAR);
  });
});
