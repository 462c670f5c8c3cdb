import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZCreateAvailabilityInput } from '@ikv/api/schemas/availability/create';
import { ZAddCompanyInput } from '@ikv/api/schemas/companies/add';
import { en } from '~/i18n/en.ts';
import { nl } from '~/i18n/nl.ts';
import { fieldErrorsOf, type Problem } from './problem.ts';
import { issueMessage, issuesToFieldErrors, numberInput, optionalText, validate } from './schema-form.ts';

const form = z.object({
  naam: z.string().min(1, { error: 'naam is verplicht' }).max(5),
  code: z.string().length(6),
  email: z.email({ error: 'geen geldig e-mailadres' }),
  kvkNummer: z.string().regex(/^\d{8}$/, { error: 'kvkNummer bestaat uit precies 8 cijfers' }),
  aandeel: z.number().gt(0).max(100),
  jaar: z.number().int().min(1900),
  stappen: z.number().multipleOf(5),
  soort: z.enum(['A', 'B']),
  datum: z.iso.date(),
  items: z.array(z.string()).max(1),
});

const good = {
  naam: 'Jan',
  code: '123456',
  email: 'a@b.nl',
  kvkNummer: '12345678',
  aandeel: 50,
  jaar: 2024,
  stappen: 10,
  soort: 'A',
  datum: '2026-03-02',
  items: [],
};

describe('validate: zod issues → messages next to the field, in the user language', () => {
  it('passes good values through as parsed data', () => {
    expect(validate(form, good, nl)).toEqual({ success: true, data: good });
  });

  it('words every issue code in Dutch', () => {
    const r = validate(
      form,
      {
        ...good,
        naam: 'Johannes',
        code: '12',
        email: 'x',
        kvkNummer: '123',
        aandeel: 0,
        jaar: 1800.5,
        stappen: 7,
        soort: 'C',
        datum: '2026-02-30',
        items: ['a', 'b'],
      },
      nl,
    );
    expect(r.success).toBe(false);
    expect(r.fieldErrors).toEqual({
      naam: 'Gebruik hoogstens 5 tekens.', // too_big, string
      code: 'Gebruik precies 6 tekens.', // too_small, exact
      email: nl.validation.formats.email, // invalid_format email
      kvkNummer: 'Een KvK-nummer bestaat uit precies 8 cijfers.', // invalid_format regex, by field
      aandeel: 'Vul meer dan 0 in.', // too_small, exclusive
      jaar: 'Vul een heel getal in, zonder komma.', // invalid_type, expected int
      stappen: 'Vul een veelvoud van 5 in.', // not_multiple_of
      soort: 'Kies een van de mogelijkheden.', // invalid_value
      datum: nl.validation.formats.date,
      items: 'Kies er hoogstens 1.', // too_big, array
    });
  });

  it('words the same issues in English', () => {
    const r = validate(form, { ...good, naam: '', email: 'x', kvkNummer: 'abc', aandeel: 101, soort: 'Z' }, en);
    expect(r.fieldErrors).toEqual({
      naam: 'Please fill in this field.', // too_small of an empty string: required
      email: 'Enter a valid email address, such as name@example.com.',
      kvkNummer: 'A KvK number has exactly 8 digits.',
      aandeel: 'Enter 100 or less.',
      soort: 'Choose one of the options.',
    });
  });

  it('calls missing values and blank text required, and text that is no number "not a number"', () => {
    const r = validate(
      form,
      { ...good, naam: undefined, email: '', aandeel: numberInput(''), jaar: numberInput('twee') },
      en,
    );
    expect(r.fieldErrors).toMatchObject({
      naam: en.validation.required,
      email: en.validation.required,
      aandeel: en.validation.required,
      jaar: en.validation.notANumber,
    });
  });

  it('words a schema rule by its code, and maps schema paths to the form fields', () => {
    const block = { start: '2026-11-24T14:00:00+01:00', end: '2026-11-24T13:00:00+01:00' };
    expect(validate(ZCreateAvailabilityInput, block, nl, { fields: { start: 'from', end: 'to' } }).fieldErrors).toEqual(
      { to: 'Het einde moet na het begin liggen.' },
    );
    expect(validate(ZCreateAvailabilityInput, block, en, { fields: { start: 'from', end: 'to' } }).fieldErrors).toEqual(
      { to: 'The end must be after the start.' },
    );
    expect(
      validate(ZCreateAvailabilityInput, { start: '', end: '' }, en, { fields: { start: 'from', end: 'to' } })
        .fieldErrors,
    ).toEqual({ from: en.validation.required, to: en.validation.required });
  });

  it('uses the procedure schema itself: the KvK number of companies.add', () => {
    expect(validate(ZAddCompanyInput, { kvkNummer: '1234' }, en).fieldErrors).toEqual({
      kvkNummer: 'A KvK number has exactly 8 digits.',
    });
    expect(validate(ZAddCompanyInput, { kvkNummer: '69599084' }, en).success).toBe(true);
  });

  it('keeps the first message of a field and never shows developer text', () => {
    const errors = issuesToFieldErrors(
      [
        { code: 'too_small', path: ['a'], origin: 'string', minimum: 3, input: 'x' },
        { code: 'too_big', path: ['a'], origin: 'string', maximum: 9, input: 'x' },
        { code: 'unrecognized_keys', path: [], keys: ['zzz'] },
      ],
      nl,
    );
    expect(errors).toEqual({ a: 'Gebruik minstens 3 tekens.', '': nl.validation.invalid });
  });

  it('turns blank optional text into undefined', () => {
    expect(optionalText('  ')).toBeUndefined();
    expect(optionalText('x')).toBe('x');
    expect(numberInput('12,5')).toBe(12.5);
  });
});

describe('fieldErrorsOf: the API field errors in the user language', () => {
  const problem: Problem = {
    status: 400,
    code: 'VALIDATION_FAILED',
    title: 'Ongeldige invoer',
    detail: 'De invoer is niet geldig.',
    errors: [
      { path: 'end', message: 'end moet na start liggen', code: 'END_BEFORE_START' },
      {
        path: 'onderwerp',
        message: 'onderwerp: hoogstens 200 tekens',
        code: 'too_big',
        params: { origin: 'string', maximum: 200 },
      },
      {
        path: 'ondernemerId',
        message: 'Invalid input: expected string, received undefined',
        code: 'invalid_type',
        params: { expected: 'string' },
      },
      { path: 'token', message: 'ongeldig, verlopen of al gebruikt' },
    ],
  };

  it('translates errors with a code and keeps the others as the API wrote them', () => {
    expect(fieldErrorsOf(problem, en, { fields: { end: 'to' } })).toEqual({
      to: 'The end must be after the start.',
      onderwerp: 'Use at most 200 characters.',
      ondernemerId: 'Please fill in this field.',
      token: 'ongeldig, verlopen of al gebruikt',
    });
    expect(fieldErrorsOf(problem, nl).end).toBe('Het einde moet na het begin liggen.');
  });

  it('without a dictionary gives the API messages, as before', () => {
    expect(fieldErrorsOf(problem).end).toBe('end moet na start liggen');
  });
});

describe('issueMessage', () => {
  it('gives every rule code a message in both languages', () => {
    for (const code of Object.keys(nl.validation.rules)) {
      expect(issueMessage({ code: 'custom', params: { code } }, nl)).toBe(
        nl.validation.rules[code as keyof typeof nl.validation.rules],
      );
      expect(issueMessage({ code }, en)).toBe(en.validation.rules[code as keyof typeof en.validation.rules]);
    }
  });
});
