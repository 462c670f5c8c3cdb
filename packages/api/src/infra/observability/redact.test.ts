import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CENSOR, redact, redactText } from './redact.ts';
import { createLogger } from './logger.ts';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEiLCJzaWQiOiJhYmMifQ.c2lnbmF0dXJlLWJ5dGVz';

describe('redact', () => {
  it('censors the values of listed keys at any depth, whatever their case', () => {
    const out = redact({
      user: { email: 'a@b.nl', Wachtwoord: 'geheim-1', nieuwWachtwoord: 'geheim-2', twoFactorSecretEnc: 'geheim-3' },
      headers: { Cookie: 'authjs.session-token=geheim-4', authorization: 'Bearer geheim-5', 'x-request-id': 'r1' },
      document: { bestandsnaam: 'jaarrekening.pdf', inhoud: Buffer.from('geheim-6') },
      mail: { aan: 'a@b.nl', onderwerp: 'Welkom', tekst: 'geheim-7', html: '<p>geheim-8</p>' },
      list: [{ refreshToken: 'geheim-9' }],
    });
    expect(JSON.stringify(out)).not.toMatch(/geheim/);
    expect(out).toMatchObject({
      user: { email: 'a@b.nl', Wachtwoord: CENSOR },
      headers: { 'x-request-id': 'r1' },
      document: { bestandsnaam: 'jaarrekening.pdf' },
      mail: { onderwerp: 'Welkom' },
    });
  });

  it('cleans secrets out of free text: tokens, bearer credentials, argon2 hashes, key=value pairs, SMTP passwords', () => {
    const text = redactText(
      `token ${JWT} and Authorization: Bearer abc.def-123 with $argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA and wachtwoord: "hunter2" password=hunter3 smtps://user:pw-4@smtp.example.nl:465`,
    );
    for (const secret of [JWT, 'abc.def-123', 'aGFzaA', 'hunter2', 'hunter3', 'pw-4'])
      expect(text).not.toContain(secret);
    expect(text).toContain('smtps://user:[redacted]@smtp.example.nl');
  });

  it('turns errors into plain objects, their messages, stacks, fields and causes cleaned', () => {
    const cause = Object.assign(new Error(`refused ${JWT}`), { token: 'geheim-10' });
    const error = Object.assign(new Error('login failed for wachtwoord=geheim-11', { cause }), { code: 'X1' });
    const out = redact({ err: error }) as { err: Record<string, unknown> };
    expect(JSON.stringify(out)).not.toMatch(/geheim|eyJhbGci/);
    expect(out.err).toMatchObject({ type: 'Error', code: 'X1' });
  });
});

describe('the logger', () => {
  it('writes one JSON object per line with time, level and msg, and nothing it must not', () => {
    const lines: string[] = [];
    const logger = createLogger(
      new Writable({ write: (chunk: Buffer, _e, cb) => (lines.push(chunk.toString()), cb()) }),
      'info',
    );
    logger.info({ headers: { cookie: 'geheim-12' } }, `request with Bearer ${JWT}`);
    logger.error({ err: new Error('password=geheim-13') }, 'failed');
    logger.debug('not at info');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line.endsWith('\n')).toBe(true);
      const o = JSON.parse(line) as Record<string, unknown>;
      expect(Object.keys(o)).toEqual(expect.arrayContaining(['time', 'level', 'msg']));
    }
    expect(lines.join('')).not.toMatch(/geheim|eyJhbGci/);
    expect(JSON.parse(lines[1]!)).toMatchObject({ level: 'error', msg: 'failed', err: { type: 'Error' } });
  });
});
