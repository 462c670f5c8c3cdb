// The life of a koppeling (consent): who may answer which invitation, and which moves exist. Pure.

export type KoppelingStatus = 'UITGENODIGD' | 'ACTIEF' | 'GEWEIGERD' | 'BEEINDIGD';
export type KoppelingActie = 'accepteren' | 'weigeren' | 'beeindigen';

/** The status after `actie`, 'zelfde' when it is already so (ending twice), or null when it cannot. */
export function nextKoppelingStatus(
  status: KoppelingStatus,
  actie: KoppelingActie,
): Exclude<KoppelingStatus, 'UITGENODIGD'> | 'zelfde' | null {
  switch (actie) {
    case 'accepteren':
      return status === 'UITGENODIGD' ? 'ACTIEF' : null;
    case 'weigeren':
      return status === 'UITGENODIGD' ? 'GEWEIGERD' : null;
    case 'beeindigen':
      return status === 'BEEINDIGD' ? 'zelfde' : status === 'GEWEIGERD' ? null : 'BEEINDIGD';
  }
}

/**
 * Whether this person may see and answer the koppeling: an invitation to his address (compared in
 * lower case), or a link that is his.
 */
export function isForPerson(
  k: { email: string; ondernemerId: string | null },
  person: { userId: string; email: string },
): boolean {
  if (k.ondernemerId !== null) return k.ondernemerId === person.userId;
  return k.email.toLowerCase() === person.email.toLowerCase();
}

/**
 * A client reads through a koppeling only while it is ACTIEF and of its own organisation. The hot read of
 * its requests repeats this rule in SQL (koppelingen.repository.ts `findAanvragenViaKoppeling`): change both.
 */
export const clientMayRead = (
  k: { organisatieId: string; status: KoppelingStatus; ondernemerId: string | null },
  organisatieId: string,
): k is { organisatieId: string; status: 'ACTIEF'; ondernemerId: string } =>
  k.organisatieId === organisatieId && k.status === 'ACTIEF' && k.ondernemerId !== null;

/** An open invitation or an active link of the organisation to this address blocks another invitation. */
export const blocksNewInvitation = (status: KoppelingStatus): boolean =>
  status === 'UITGENODIGD' || status === 'ACTIEF';
