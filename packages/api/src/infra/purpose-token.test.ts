import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './jwt.ts';
import { signPurposeToken, verifyPurposeToken } from './purpose-token.ts';

const now = new Date('2026-03-02T09:00:00Z');
const later = (s: number) => new Date(now.getTime() + s * 1000);

describe('purpose tokens', () => {
  it('verify only for their own purpose and within their lifetime', async () => {
    const challenge = await signPurposeToken('ikv-2fa-challenge', 'u1', 3, now);
    expect(await verifyPurposeToken('ikv-2fa-challenge', challenge, later(299))).toEqual({ sub: 'u1', sv: 3 });
    expect(await verifyPurposeToken('ikv-2fa-challenge', challenge, later(301))).toBeNull();
    expect(await verifyPurposeToken('ikv-web-login', challenge, now)).toBeNull();
    const ticket = await signPurposeToken('ikv-web-login', 'u1', 3, now);
    expect(await verifyPurposeToken('ikv-web-login', ticket, later(59))).toEqual({ sub: 'u1', sv: 3 });
    expect(await verifyPurposeToken('ikv-web-login', ticket, later(61))).toBeNull();
  });

  it('a challenge or ticket is no access token, and an access token is neither', async () => {
    const challenge = await signPurposeToken('ikv-2fa-challenge', 'u1', 0, now);
    expect(await verifyAccessToken(challenge, now)).toBeNull();
    const access = await signAccessToken({ sub: 'u1', rol: 'ONDERNEMER', email: 'a@b.nl', sv: 0 }, now);
    expect(await verifyPurposeToken('ikv-2fa-challenge', access, now)).toBeNull();
    expect(await verifyPurposeToken('ikv-web-login', 'a.b.c', now)).toBeNull();
  });
});
