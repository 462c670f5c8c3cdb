import { describe, expect, it } from 'vitest';
import { BYPASS_CORPUS } from './return-path.corpus.ts';
import { DEFAULT_RETURN_PATH, returnPathOrNull, safeReturnPath } from './return-path.ts';

const ORIGIN = 'https://ikv.example';

describe('safeReturnPath: only a path of this app', () => {
  it.each([
    ['/bedrijven', '/bedrijven'],
    ['/aanvragen/abc?tab=chat#bericht', '/aanvragen/abc?tab=chat#bericht'],
    ['/bedrijven/../aanvragen', '/aanvragen'],
    ['/uitnodiging/tok%2Fen', '/uitnodiging/tok%2Fen'],
    ['/zoek?q=a%20b', '/zoek?q=a%20b'],
    // look-alikes that are plain paths of this app
    ['/@evil.example', '/@evil.example'],
    ['/\u3002evil.example', '/%E3%80%82evil.example'],
  ])('accepts %s', (value, expected) => {
    expect(returnPathOrNull(value, ORIGIN)).toBe(expected);
  });

  it.each(BYPASS_CORPUS.map((c) => [JSON.stringify(c), c] as const))('refuses %s', (_label, value) => {
    expect(returnPathOrNull(value, ORIGIN)).toBeNull();
    expect(safeReturnPath(value, ORIGIN)).toBe(DEFAULT_RETURN_PATH);
    // and whatever we would redirect to stays on the origin in the browser's own parser
    expect(new URL(safeReturnPath(value, ORIGIN), ORIGIN).origin).toBe(ORIGIN);
  });

  it('refuses non-strings and overlong values', () => {
    expect(returnPathOrNull(undefined, ORIGIN)).toBeNull();
    expect(returnPathOrNull(['/a'], ORIGIN)).toBeNull();
    expect(returnPathOrNull(`/${'a'.repeat(5000)}`, ORIGIN)).toBeNull();
  });
});
