import { SignJWT, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from './jwt.ts';
import { resetConfigForTests } from './config.ts';

const SECRET = 'unit-test-jwt-secret-0123456789abcdefghijkl';
const key = new TextEncoder().encode(SECRET);
const now = new Date('2026-03-29T01:30:00Z');
const iat = Math.floor(now.getTime() / 1000);
const claims = { sub: 'user-1', rol: 'ONDERNEMER' as const, email: 'a@test.nl', sv: 3 };

beforeAll(() => {
  process.env.JWT_SECRET = SECRET;
  resetConfigForTests();
});

function token(
  opts: {
    alg?: string;
    iss?: string;
    aud?: string | string[];
    exp?: number;
    nbf?: number;
    secret?: Uint8Array;
    header?: Record<string, unknown>;
    payload?: Record<string, unknown>;
  } = {},
) {
  let jwt = new SignJWT({ rol: claims.rol, email: claims.email, sv: claims.sv, ...opts.payload })
    .setProtectedHeader({ alg: opts.alg ?? 'HS256', typ: 'JWT', ...opts.header })
    .setSubject(claims.sub)
    .setIssuer(opts.iss ?? 'ikv')
    .setAudience(opts.aud ?? 'ikv-api')
    .setIssuedAt(iat)
    .setExpirationTime(opts.exp ?? iat + 900);
  if (opts.nbf !== undefined) jwt = jwt.setNotBefore(opts.nbf);
  return jwt.sign(opts.secret ?? key);
}

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

/** What jose itself says of the token under the same rules (the reference implementation). */
async function joseAccepts(t: string, at: Date): Promise<boolean> {
  try {
    await jwtVerify(t, key, {
      issuer: 'ikv',
      audience: 'ikv-api',
      algorithms: ['HS256'],
      currentDate: at,
      clockTolerance: 0,
    });
    return true;
  } catch {
    return false;
  }
}

describe('verifyAccessToken', () => {
  it('accepts what signAccessToken issues, with its claims', async () => {
    const t = await signAccessToken(claims, now);
    expect(verifyAccessToken(t, now)).toEqual(claims);
    expect(verifyAccessToken(t, new Date(now.getTime() + (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000))).toEqual(claims);
  });

  it('rejects a token at and after its expiry', async () => {
    const t = await signAccessToken(claims, now);
    expect(verifyAccessToken(t, new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000))).toBeNull();
  });

  it('rejects a forged, tampered or foreign token', async () => {
    const good = await signAccessToken(claims, now);
    const [h, p, s] = good.split('.') as [string, string, string];
    const adviser = b64({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), rol: 'ADVISEUR' });
    expect(verifyAccessToken(`${h}.${adviser}.${s}`, now)).toBeNull();
    expect(
      verifyAccessToken(
        await token({ secret: new TextEncoder().encode('another-secret-0123456789abcdefghijklmnop') }),
        now,
      ),
    ).toBeNull();
    expect(verifyAccessToken(`${b64({ alg: 'none', typ: 'JWT' })}.${p}.`, now)).toBeNull();
    expect(verifyAccessToken(`${b64({ alg: 'none', typ: 'JWT' })}.${p}.${s}`, now)).toBeNull();
    expect(verifyAccessToken(await token({ alg: 'HS512' }), now)).toBeNull();
  });

  it('follows jose on every case (claims, headers, malformed input)', async () => {
    const cases: [string, string][] = [
      ['valid', await token()],
      ['audience list', await token({ aud: ['other', 'ikv-api'] })],
      ['wrong audience', await token({ aud: 'other' })],
      ['wrong issuer', await token({ iss: 'evil' })],
      ['expired', await token({ exp: iat - 1 })],
      ['expires now', await token({ exp: iat })],
      ['not yet valid', await token({ nbf: iat + 60 })],
      ['valid from now', await token({ nbf: iat })],
      ['crit header', await token({ header: { crit: ['exp'] } }).catch(() => 'x.y.z')],
      ['HS384', await token({ alg: 'HS384' })],
      ['two parts', 'abc.def'],
      ['four parts', 'a.b.c.d'],
      ['empty', ''],
      ['not base64', 'a$.b.c'],
      ['header not JSON', `${Buffer.from('nope').toString('base64url')}.${b64({})}.abc`],
    ];
    for (const [name, t] of cases) {
      expect({ name, ok: verifyAccessToken(t, now) !== null }).toEqual({ name, ok: await joseAccepts(t, now) });
    }
  });

  it('checks the time window of a token it verified before on every use', async () => {
    const t = await signAccessToken(claims, now);
    expect(verifyAccessToken(t, now)).toEqual(claims); // verified in full, then remembered
    expect(verifyAccessToken(t, new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000))).toBeNull();
    expect(verifyAccessToken(t, now)).toEqual(claims);
    // not yet valid: refused, and valid once its time has come
    const later = await token({ nbf: iat + 60 });
    expect(verifyAccessToken(later, now)).toBeNull();
    expect(verifyAccessToken(later, new Date(now.getTime() + 60_000))).not.toBeNull();
    expect(verifyAccessToken(later, now)).toBeNull();
  });

  it('still refuses a tampered copy of a token it verified before', async () => {
    const good = await signAccessToken(claims, now);
    expect(verifyAccessToken(good, now)).toEqual(claims);
    const [h, p, s] = good.split('.') as [string, string, string];
    const flipped = Buffer.from(s, 'base64url');
    flipped[0]! ^= 0x01;
    expect(verifyAccessToken(`${h}.${p}.${flipped.toString('base64url')}`, now)).toBeNull();
    const adviser = b64({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), rol: 'ADVISEUR' });
    expect(verifyAccessToken(`${h}.${adviser}.${s}`, now)).toBeNull();
  });

  it('hands out claims nobody can change for the next request', async () => {
    const t = await signAccessToken(claims, now);
    const first = verifyAccessToken(t, now)!;
    expect(() => Object.assign(first, { rol: 'ADVISEUR' })).toThrow(TypeError);
    expect(verifyAccessToken(t, now)?.rol).toBe('ONDERNEMER');
  });

  it('requires a subject and a known role', async () => {
    expect(verifyAccessToken(await token({ payload: { rol: 'ROOT' } }), now)).toBeNull();
    const noSub = await new SignJWT({ rol: 'ONDERNEMER' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('ikv')
      .setAudience('ikv-api')
      .setExpirationTime(iat + 60)
      .sign(key);
    expect(verifyAccessToken(noSub, now)).toBeNull();
  });
});
