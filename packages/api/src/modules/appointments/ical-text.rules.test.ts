import { describe, expect, it } from 'vitest';
import { HOSTILE_STRINGS } from '@ikv/db/hostile-strings';
import { foldLine, icsParam, icsText, refoldIcs } from './ical-text.rules.ts';

const octets = (s: string) => Buffer.byteLength(s, 'utf8');

describe('icsText', () => {
  it('turns a bare CR into a line break the library escapes, drops control characters', () => {
    expect(icsText('y\rX-Injected: 1')).toBe('y\nX-Injected: 1');
    expect(icsText('a\r\nb\u2028c')).toBe('a\nb\nc');
    expect(icsText('bel\u0007\u0000x\ty')).toBe('belx\ty');
  });
});

describe('icsParam', () => {
  it('keeps a name on one line and inside its quotes', () => {
    expect(icsParam('Eva":MAILTO:evil@example.com;X="')).toBe("Eva':MAILTO:evil@example.com;X='");
    expect(icsParam('x\r\nATTENDEE:mailto:evil@example.com')).toBe('x ATTENDEE:mailto:evil@example.com');
    // eslint-disable-next-line no-control-regex -- control characters are what this looks for
    for (const h of HOSTILE_STRINGS) expect(icsParam(h.value), h.name).not.toMatch(/["\r\n\u0000-\u001F]/);
  });
});

describe('folding at 75 octets', () => {
  it('folds ASCII at 75 octets with a space before every continuation', () => {
    const folded = foldLine(`SUMMARY:${'a'.repeat(200)}`);
    const lines = folded.split('\r\n');
    expect(lines.every((l) => octets(l) <= 75)).toBe(true);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(`SUMMARY:${'a'.repeat(200)}`);
  });
  it('never splits a multi-byte character and counts octets, not characters', () => {
    const value = `SUMMARY:${'é\u05E9\u200F😀'.repeat(40)}`;
    const lines = foldLine(value).split('\r\n');
    expect(lines.length).toBeGreaterThan(4);
    expect(lines.every((l) => octets(l) <= 75)).toBe(true);
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(value);
    expect(lines.join('')).not.toContain('\uFFFD');
  });
  it('refolds the library output (tab continuations) and leaves short lines alone', () => {
    const ics = `BEGIN:VCALENDAR\r\nSUMMARY:${'é'.repeat(74)}\r\n\t${'é'.repeat(10)}\r\nEND:VCALENDAR\r\n`;
    const out = refoldIcs(ics);
    expect(out.startsWith('BEGIN:VCALENDAR\r\nSUMMARY:')).toBe(true);
    expect(out.endsWith('\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(out.split('\r\n').every((l) => octets(l) <= 75)).toBe(true);
    expect(out.replace(/\r\n /g, '')).toBe(`BEGIN:VCALENDAR\r\nSUMMARY:${'é'.repeat(84)}\r\nEND:VCALENDAR\r\n`);
  });
});
