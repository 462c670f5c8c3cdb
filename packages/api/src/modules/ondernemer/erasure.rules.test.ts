import { describe, expect, it } from 'vitest';
import { erasureNotice } from './erasure.rules.ts';

describe('erasure notices', () => {
  it('name the company, in the recipient’s language, never the deleted person', () => {
    expect(erasureNotice('NL', 'VENNOOT', 'Bakkerij BV').bericht).toContain('Bakkerij BV');
    expect(erasureNotice('EN', 'VENNOOT', 'Bakkerij BV').titel).toBe('A partner deleted his account');
    expect(erasureNotice('NL', 'AANVRAAG', 'X').titel).toBe('Aanvraag ingetrokken: account verwijderd');
    expect(erasureNotice('EN', 'AANVRAAG', 'X').bericht).toMatch(/withdrawn/);
  });
});
