import { describe, expect, it } from 'vitest';
import { HOSTILE_STRINGS } from '@ikv/db/hostile-strings';
import { headerText, SUBJECT_MAX } from './mail-header.rules.ts';

describe('headerText', () => {
  it('never leaves a line break, so no header can be added', () => {
    expect(headerText('Afspraak: x\r\nBcc: evil@example.com')).toBe('Afspraak: x Bcc: evil@example.com');
    expect(headerText('a\rb\nc\u2028d\u0000e\u0085f')).toBe('a b c d e f');
    // eslint-disable-next-line no-control-regex -- control characters are what this looks for
    for (const h of HOSTILE_STRINGS) expect(headerText(h.value), h.name).not.toMatch(/[\r\n\u0000-\u001F]/);
  });
  it('drops direction overrides, keeps markup as text', () => {
    expect(headerText('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(headerText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });
  it('cuts a very long subject with an ellipsis', () => {
    const cut = headerText('woord '.repeat(100));
    expect(cut.length).toBe(SUBJECT_MAX);
    expect(cut.endsWith('…')).toBe(true);
    expect(headerText('kort')).toBe('kort');
  });
});
