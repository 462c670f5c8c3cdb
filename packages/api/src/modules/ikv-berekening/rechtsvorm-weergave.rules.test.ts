import { describe, expect, it } from 'vitest';
import { rechtsvormWeergave } from './rechtsvorm-weergave.rules.ts';

describe('rechtsvormWeergave', () => {
  it('gives an English reader the English name with the registry text beside it', () => {
    expect(rechtsvormWeergave('Eenmanszaak', 'en')).toBe('Sole proprietorship (Eenmanszaak)');
    expect(rechtsvormWeergave('Vennootschap onder firma', 'en')).toBe('General partnership (Vennootschap onder firma)');
    expect(rechtsvormWeergave('Besloten Vennootschap', 'en')).toBe('Private limited company (Besloten Vennootschap)');
  });
  it('leaves Dutch, and a form the rules do not know, as the registry writes it', () => {
    expect(rechtsvormWeergave('Eenmanszaak', 'nl')).toBe('Eenmanszaak');
    expect(rechtsvormWeergave('Stichting', 'en')).toBe('Stichting');
  });
});
