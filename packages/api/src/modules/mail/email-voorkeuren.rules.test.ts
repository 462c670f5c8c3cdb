import { describe, expect, it } from 'vitest';
import { readVoorkeuren, wantsMail } from './email-voorkeuren.rules.ts';

describe('email preferences', () => {
  it('treats a missing or odd value as on, false as off', () => {
    expect(wantsMail({}, 'chat')).toBe(true);
    expect(wantsMail(null, 'afspraak')).toBe(true);
    expect(wantsMail({ chat: false }, 'chat')).toBe(false);
    expect(wantsMail({ chat: 'no' }, 'chat')).toBe(true);
    expect(readVoorkeuren({ aangevuld: false, onbekend: false })).toEqual({
      nieuweAanvraag: true,
      aangevuld: false,
      toegewezen: true,
      chat: true,
      afspraak: true,
      wijziging: true,
    });
  });
});
