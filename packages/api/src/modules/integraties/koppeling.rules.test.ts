import { describe, expect, it } from 'vitest';
import { blocksNewInvitation, clientMayRead, isForPerson, nextKoppelingStatus } from './koppeling.rules.ts';

describe('nextKoppelingStatus', () => {
  it('accepts and refuses only an open invitation', () => {
    expect(nextKoppelingStatus('UITGENODIGD', 'accepteren')).toBe('ACTIEF');
    expect(nextKoppelingStatus('UITGENODIGD', 'weigeren')).toBe('GEWEIGERD');
    for (const s of ['ACTIEF', 'GEWEIGERD', 'BEEINDIGD'] as const) {
      expect(nextKoppelingStatus(s, 'accepteren')).toBeNull();
      expect(nextKoppelingStatus(s, 'weigeren')).toBeNull();
    }
  });
  it('ends an active link or an open invitation, twice is no error, a refusal stays', () => {
    expect(nextKoppelingStatus('ACTIEF', 'beeindigen')).toBe('BEEINDIGD');
    expect(nextKoppelingStatus('UITGENODIGD', 'beeindigen')).toBe('BEEINDIGD');
    expect(nextKoppelingStatus('BEEINDIGD', 'beeindigen')).toBe('zelfde');
    expect(nextKoppelingStatus('GEWEIGERD', 'beeindigen')).toBeNull();
  });
});

describe('isForPerson', () => {
  const jan = { userId: 'u1', email: 'Jan@Bakkerij.nl' };
  it('an invitation by address (case-insensitive), a link by its person only', () => {
    expect(isForPerson({ email: 'jan@bakkerij.nl', ondernemerId: null }, jan)).toBe(true);
    expect(isForPerson({ email: 'piet@bakkerij.nl', ondernemerId: null }, jan)).toBe(false);
    expect(isForPerson({ email: 'jan@bakkerij.nl', ondernemerId: 'u2' }, jan)).toBe(false);
    expect(isForPerson({ email: 'oud@bakkerij.nl', ondernemerId: 'u1' }, jan)).toBe(true);
  });
});

describe('clientMayRead', () => {
  it('only an active link of the own organisation', () => {
    expect(clientMayRead({ organisatieId: 'o1', status: 'ACTIEF', ondernemerId: 'u1' }, 'o1')).toBe(true);
    expect(clientMayRead({ organisatieId: 'o1', status: 'ACTIEF', ondernemerId: 'u1' }, 'o2')).toBe(false);
    for (const s of ['UITGENODIGD', 'GEWEIGERD', 'BEEINDIGD'] as const)
      expect(clientMayRead({ organisatieId: 'o1', status: s, ondernemerId: 'u1' }, 'o1')).toBe(false);
  });
  it('an open invitation or active link blocks a second invitation', () => {
    expect(blocksNewInvitation('UITGENODIGD')).toBe(true);
    expect(blocksNewInvitation('ACTIEF')).toBe(true);
    expect(blocksNewInvitation('GEWEIGERD')).toBe(false);
    expect(blocksNewInvitation('BEEINDIGD')).toBe(false);
  });
});
