import { describe, expect, it } from 'vitest';
import { computeGeldigTot, formatVerklaringNummer, verificatieStatus, volgnummerVan } from './verklaring.rules.ts';

describe('verklaring rules', () => {
  it('formats and parses the number', () => {
    expect(formatVerklaringNummer(2026, 123)).toBe('IKV-2026-000123');
    expect(volgnummerVan('IKV-2026-000123', 2026)).toBe(123);
    expect(volgnummerVan('IKV-2025-000123', 2026)).toBeNull();
    expect(volgnummerVan('IKV-2026-1234567', 2026)).toBe(1234567);
  });
  it('is valid six months from the Amsterdam issue date, clamped to the month end', () => {
    expect(computeGeldigTot(new Date('2026-03-02T09:00:00Z'))).toBe('2026-09-02');
    expect(computeGeldigTot(new Date('2026-08-31T10:00:00Z'))).toBe('2027-02-28');
    // 23:30 UTC on 31 December is already 1 January in Amsterdam
    expect(computeGeldigTot(new Date('2026-12-31T23:30:00Z'))).toBe('2027-07-01');
  });
  it('derives GELDIG, VERLOPEN and INGETROKKEN', () => {
    expect(verificatieStatus('GELDIG', '2026-09-02', new Date('2026-09-02T21:59:00Z'))).toBe('GELDIG');
    expect(verificatieStatus('GELDIG', '2026-09-02', new Date('2026-09-02T22:01:00Z'))).toBe('VERLOPEN');
    expect(verificatieStatus('INGETROKKEN', '2026-09-02', new Date('2026-03-02T09:00:00Z'))).toBe('INGETROKKEN');
  });
});
