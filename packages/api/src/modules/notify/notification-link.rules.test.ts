import { describe, expect, it } from 'vitest';
import { notificationLink } from './notification-link.rules.ts';

describe('notificationLink', () => {
  it('leads an entrepreneur and an adviser to their own view of a request', () => {
    expect(notificationLink('ONDERNEMER', { aanvraagId: 'a1' })).toBe('/aanvragen/a1');
    expect(notificationLink('ADVISEUR', { aanvraagId: 'a1', afspraakId: 'x' })).toBe('/adviseur/aanvragen/a1');
  });
  it('leads to the appointment, the invitation, or the notification centre', () => {
    expect(notificationLink('ADVISEUR', { afspraakId: 'p1' })).toBe('/afspraken/p1');
    expect(notificationLink('ONDERNEMER', { uitnodigingId: 'u1' })).toBe('/meldingen#uitnodiging-u1');
    expect(notificationLink('ONDERNEMER', {})).toBe('/meldingen');
  });
});
