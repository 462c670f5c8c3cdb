import { describe, expect, it } from 'vitest';
import { signOvername, verifyOvername } from './overname-token.ts';

const input = {
  rechtsvorm: 'EENMANSZAAK',
  boekjaren: [
    {
      jaar: 2025,
      fiscaleWinst: 24000,
      vlottendeActiva: 30000,
      immaterieleActiva: 0,
      eigenVermogen: 20000,
      balanstotaal: 40000,
      balanscorrectie: 0,
      balanscorrectieReden: null,
    },
  ],
};
const now = new Date('2026-11-27T10:00:00Z');

describe('the pre-check carry-over token', () => {
  it('gives back the figures it was signed with, for 7 days', () => {
    const token = signOvername(input, now, 'geheim');
    expect(verifyOvername(token, now, 'geheim')).toEqual(input);
    expect(verifyOvername(token, new Date('2026-12-04T09:59:00Z'), 'geheim')).toEqual(input);
    expect(verifyOvername(token, new Date('2026-12-04T10:00:01Z'), 'geheim')).toBeNull();
  });
  it('refuses another key, a changed body, junk and figures outside the schema', () => {
    const token = signOvername(input, now, 'geheim');
    expect(verifyOvername(token, now, 'ander')).toBeNull();
    const [body, sig] = token.split('.');
    const changed = Buffer.from(Buffer.from(body!, 'base64url').toString().replace('24000', '99000')).toString(
      'base64url',
    );
    expect(verifyOvername(`${changed}.${sig}`, now, 'geheim')).toBeNull();
    expect(verifyOvername('x', now, 'geheim')).toBeNull();
    expect(verifyOvername(undefined, now, 'geheim')).toBeNull();
    const bad = signOvername({ ...input, boekjaren: [] } as never, now, 'geheim');
    expect(verifyOvername(bad, now, 'geheim')).toBeNull();
  });
});
