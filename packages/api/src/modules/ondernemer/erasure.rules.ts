// What the people around a deleted account are told (docs/privacy.md section 4). Pure. The deleted
// person's name is erased, so the messages name the company instead.
import type { TaalVoorkeur } from '../../shared/taal.ts';

export function erasureNotice(
  taal: TaalVoorkeur,
  wie: 'VENNOOT' | 'AANVRAAG',
  bedrijf: string,
): { titel: string; bericht: string } {
  if (wie === 'VENNOOT')
    return taal === 'EN'
      ? {
          titel: 'A partner deleted his account',
          bericht: `A partner of ${bedrijf} deleted his account. He is no longer a member; the company and its figures stay with you.`,
        }
      : {
          titel: 'Een vennoot heeft zijn account verwijderd',
          bericht: `Een vennoot van ${bedrijf} heeft zijn account verwijderd. Hij is geen lid meer; het bedrijf en de cijfers blijven bij u.`,
        };
  return taal === 'EN'
    ? {
        titel: 'Request withdrawn: account deleted',
        bericht: `The entrepreneur of ${bedrijf} deleted his account. The request has been withdrawn; issued statements stay verifiable.`,
      }
    : {
        titel: 'Aanvraag ingetrokken: account verwijderd',
        bericht: `De ondernemer van ${bedrijf} heeft zijn account verwijderd. De aanvraag is ingetrokken; afgegeven verklaringen blijven controleerbaar.`,
      };
}
