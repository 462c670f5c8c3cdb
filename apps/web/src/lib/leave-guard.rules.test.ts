import { describe, expect, it } from 'vitest';
import { leavingPath, type LinkClick } from './leave-guard.rules.ts';

const here = 'https://ikv.example/bedrijven/c1/boekjaren?x=1';
const click = (over: Partial<LinkClick>): LinkClick => ({
  href: 'https://ikv.example/bedrijven',
  target: '',
  download: false,
  button: 0,
  modified: false,
  ...over,
});

describe('leavingPath', () => {
  it('is the path of a plain click on a link to another page of the app', () => {
    expect(leavingPath(click({}), here)).toBe('/bedrijven');
    expect(leavingPath(click({ href: '/aanvragen?status=open#x' }), here)).toBe('/aanvragen?status=open#x');
    expect(leavingPath(click({ href: '/bedrijven/c1/boekjaren' }), here)).toBe('/bedrijven/c1/boekjaren');
    expect(leavingPath(click({ target: '_self' }), here)).toBe('/bedrijven');
  });
  it('is null where this page stays: a jump within it, a new tab, a download, another button', () => {
    expect(leavingPath(click({ href: '/bedrijven/c1/boekjaren?x=1#jaar-2025' }), here)).toBeNull();
    expect(leavingPath(click({ target: '_blank' }), here)).toBeNull();
    expect(leavingPath(click({ modified: true }), here)).toBeNull();
    expect(leavingPath(click({ download: true }), here)).toBeNull();
    expect(leavingPath(click({ button: 1 }), here)).toBeNull();
  });
  it('is null for another site (the browser asks before unloading) and for nonsense', () => {
    expect(leavingPath(click({ href: 'https://elders.example/' }), here)).toBeNull();
    expect(leavingPath(click({ href: 'mailto:a@b.nl' }), here)).toBeNull();
    expect(leavingPath(click({ href: 'http://[' }), here)).toBeNull();
  });
});
