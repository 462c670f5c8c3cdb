import { describe, expect, it } from 'vitest';
import { companyNameForMail, looksLikeLink, MAIL_NAME_MAX, plainMailLine } from './mail-text.rules.ts';

describe('user-written names in mails', () => {
  it('keeps a plain override, bounded to one line', () => {
    expect(companyNameForMail({ naam: 'Jansen B.V.', naamOverride: 'Bakkerij Jansen & Zn.' })).toBe(
      'Bakkerij Jansen & Zn.',
    );
    expect(plainMailLine('Bakkerij\n\tJansen\u200b\u0007 Zn')).toBe('Bakkerij Jansen Zn');
    const long = companyNameForMail({ naam: 'X', naamOverride: 'Heel lange naam '.repeat(20) });
    expect([...long].length).toBeLessThanOrEqual(MAIL_NAME_MAX);
    expect(long.endsWith('…')).toBe(true);
  });

  it('never carries a link: the registry name instead', () => {
    for (const naamOverride of [
      'https://betaal-hier.example/login',
      'Jansen – log in op www.jansen-betaal.nl',
      'Jansen betaal-hier.nl',
      'Jansen (hxxp://x) //evil',
      'mail helpdesk@jansen.nl',
      'Jansen ftp://x',
      'xn--jnsen-qra.xn--p1ai',
    ])
      expect(companyNameForMail({ naam: 'Jansen B.V.', naamOverride })).toBe('Jansen B.V.');
    // ordinary names with dots stay
    for (const name of ['Jansen B.V.', 'J. de Vries v.o.f.', 'Café 2.0', 'Bakkerij Jansen N.V.'])
      expect(looksLikeLink(name)).toBe(false);
    expect(companyNameForMail({ naam: 'Jansen B.V.', naamOverride: null })).toBe('Jansen B.V.');
  });
});
