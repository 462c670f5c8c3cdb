import { describe, expect, it } from 'vitest';
import { documentPath, EXPORT_KINDS, exportEntries, readme, toPlain } from './export.rules.ts';

describe('export rules', () => {
  it('document names are unique by id and safe for every file system', () => {
    expect(documentPath({ id: 'd1', bestandsnaam: '../jaar\u0001rekening:2024?.pdf' })).toBe(
      'documenten/d1-.._jaar_rekening_2024_.pdf',
    );
    expect(documentPath({ id: 'd2', bestandsnaam: '' })).toBe('documenten/d2-document');
  });

  it('JSON without bytes or secrets in unknown types: dates ISO, bigints and decimals as text', () => {
    expect(
      toPlain({
        at: new Date('2026-03-03T09:14:00Z'),
        n: 10n,
        bytes: new Uint8Array([1]),
        d: { toFixed: () => '', toString: () => '12.50' },
      }),
    ).toEqual({ at: '2026-03-03T09:14:00.000Z', n: '10', d: '12.50' });
  });

  it('the README is in the person’s language and names every file', () => {
    const nl = readme('NL', 'Anna de Vries', new Date('2026-03-03T10:00:00Z'), 2);
    const en = readme('EN', 'Anna de Vries', new Date('2026-03-03T10:00:00Z'), 2);
    expect(nl).toContain('Uw gegevens');
    expect(en).toContain('Your data');
    expect(nl).toContain('de 2 documenten die u uploadde');
    // one document is not "de 1 documenten"
    expect(readme('NL', 'A', new Date(), 1)).toContain('het document dat u uploadde, zoals u het uploadde');
    expect(readme('EN', 'A', new Date(), 1)).toContain('the document you uploaded');
    for (const file of Object.keys(EXPORT_KINDS)) {
      expect(nl).toContain(file);
      expect(en).toContain(file);
    }
    const entries = exportEntries(
      {
        taal: 'EN',
        naam: 'A',
        data: Object.fromEntries(Object.keys(EXPORT_KINDS).map((k) => [k, []])) as never,
        documents: [],
      },
      new Date(),
    );
    expect(entries[0]!.name).toBe('README.txt');
    expect(entries).toHaveLength(1 + Object.keys(EXPORT_KINDS).length);
  });
});
