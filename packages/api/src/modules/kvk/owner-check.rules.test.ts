import { describe, expect, it } from 'vitest';
import {
  coreSurname,
  firstNameMatches,
  isFailedBirthDateGuess,
  matchOwner,
  nameWords,
  type PersonInRegistry,
  surnameMatches,
} from './owner-check.rules.ts';

const person = (p: Partial<PersonInRegistry>): PersonInRegistry => ({
  voornamen: 'Jan',
  voorvoegselGeslachtsnaam: null,
  geslachtsnaam: 'Jansen',
  geboortedatum: null,
  typeFunctionaris: 'Eigenaar',
  functie: 'Eigenaar',
  ...p,
});

describe('nameWords / coreSurname', () => {
  it('drops case, accents and punctuation', () => {
    expect(nameWords("  Renée d'Ancona-Öztürk ")).toEqual(['renee', 'd', 'ancona', 'ozturk']);
  });
  it('drops tussenvoegsels, unless the name is nothing else', () => {
    expect(coreSurname(['van', 'der', 'bast'])).toEqual(['bast']);
    expect(coreSurname(['van'])).toEqual(['van']);
  });
});

describe('surnameMatches', () => {
  const bast = { geslachtsnaam: 'Bast', voorvoegselGeslachtsnaam: 'van der' };
  it.each([
    ['van der Bast', true],
    ['Van Der Bast', true],
    ['Bast', true],
    ['Bast, van der', true],
    ['vd Bast', false],
    ['Bastiaans', false],
  ])('%s ~ van der Bast → %s', (given, expected) => {
    expect(surnameMatches(given, bast)).toBe(expected);
  });
  it('accepts either half of a double name, and the whole', () => {
    const p = { geslachtsnaam: 'Montoya - Casterline', voorvoegselGeslachtsnaam: null };
    expect(surnameMatches('Montoya', p)).toBe(true);
    expect(surnameMatches('Casterline', p)).toBe(true);
    expect(surnameMatches('Montoya-Casterline', p)).toBe(true);
    expect(surnameMatches('Garmany', p)).toBe(false);
  });
  it('matches accents loosely', () => {
    expect(surnameMatches('Muller', { geslachtsnaam: 'Müller', voorvoegselGeslachtsnaam: null })).toBe(true);
  });
});

describe('firstNameMatches', () => {
  it('the given words must start the registered voornamen', () => {
    expect(firstNameMatches('Jan', 'Jan Pieter')).toBe(true);
    expect(firstNameMatches('jan pieter', 'Jan Pieter')).toBe(true);
    expect(firstNameMatches('Pieter', 'Jan Pieter')).toBe(false);
    expect(firstNameMatches('Jan Pieter Klaas', 'Jan Pieter')).toBe(false);
    expect(firstNameMatches('', 'Jan')).toBe(false);
  });
});

describe('matchOwner', () => {
  const people = [
    person({ voornamen: 'Kerry', geslachtsnaam: 'Rone', geboortedatum: '1979-12-14' }),
    person({
      voornamen: 'Francisca',
      geslachtsnaam: 'Cupit',
      typeFunctionaris: 'Gemachtigde',
      functie: 'Gevolmachtigde',
    }),
    person({
      voornamen: 'Bolke',
      voorvoegselGeslachtsnaam: 'van der',
      geslachtsnaam: 'Bast',
      typeFunctionaris: 'Bestuursfunctie',
      functie: 'Bestuurder',
    }),
  ];
  it('finds an owner', () => {
    expect(matchOwner({ voornaam: 'kerry', achternaam: 'RONE' }, people)).toMatchObject({
      uitkomst: 'EIGENAAR',
      functie: 'Eigenaar',
    });
  });
  it('checks the birth date when both sides have one', () => {
    expect(matchOwner({ voornaam: 'Kerry', achternaam: 'Rone', geboortedatum: '1979-12-14' }, people).uitkomst).toBe(
      'EIGENAAR',
    );
    expect(matchOwner({ voornaam: 'Kerry', achternaam: 'Rone', geboortedatum: '1980-01-01' }, people).uitkomst).toBe(
      'GEEN_MATCH',
    );
  });
  it('an officer who is no owner is FUNCTIONARIS', () => {
    expect(matchOwner({ voornaam: 'Francisca', achternaam: 'Cupit' }, people)).toMatchObject({
      uitkomst: 'FUNCTIONARIS',
      functie: 'Gevolmachtigde',
    });
  });
  it('a director with a tussenvoegsel is an owner role', () => {
    expect(matchOwner({ voornaam: 'Bolke', achternaam: 'Van der Bast' }, people)).toMatchObject({
      uitkomst: 'EIGENAAR',
      functie: 'Bestuurder',
    });
  });
  it('prefers the owner role when a person occurs twice', () => {
    const twice = [person({ typeFunctionaris: 'Gemachtigde', functie: 'Gevolmachtigde' }), person({})];
    expect(matchOwner({ voornaam: 'Jan', achternaam: 'Jansen' }, twice).uitkomst).toBe('EIGENAAR');
  });
  it('no one: GEEN_MATCH', () => {
    expect(matchOwner({ voornaam: 'Test', achternaam: 'Gebruiker' }, people).uitkomst).toBe('GEEN_MATCH');
    expect(matchOwner({ voornaam: 'Test', achternaam: 'Gebruiker' }, []).uitkomst).toBe('GEEN_MATCH');
  });
});

describe('isFailedBirthDateGuess (what the owner-check limit counts)', () => {
  const people = [
    person({ geboortedatum: '1970-01-02' }),
    person({ voornamen: 'Piet', geslachtsnaam: 'Puk', geboortedatum: null }),
  ];
  it('counts a registered name with another or no birth date when it did not confirm', () => {
    expect(
      isFailedBirthDateGuess({ voornaam: 'Jan', achternaam: 'Jansen', geboortedatum: '1970-01-03' }, people, false),
    ).toBe(true);
    expect(isFailedBirthDateGuess({ voornaam: 'jan', achternaam: 'JANSEN', geboortedatum: null }, people, false)).toBe(
      true,
    );
  });
  it('does not count a confirmation, an unrelated name, or a person whose birth date the registry does not know', () => {
    expect(
      isFailedBirthDateGuess({ voornaam: 'Jan', achternaam: 'Jansen', geboortedatum: '1970-01-02' }, people, true),
    ).toBe(false);
    expect(
      isFailedBirthDateGuess({ voornaam: 'Kees', achternaam: 'Kaas', geboortedatum: '1970-01-03' }, people, false),
    ).toBe(false);
    expect(
      isFailedBirthDateGuess({ voornaam: 'Piet', achternaam: 'Puk', geboortedatum: '1999-09-09' }, people, false),
    ).toBe(false);
  });
});
