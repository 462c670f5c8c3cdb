// What the entrepreneurs of a deleted adviser are told (docs/privacy.md section 4). Pure.
import type { TaalVoorkeur } from '../../shared/taal.ts';

export function adviserGoneNotice(
  taal: TaalVoorkeur,
  wat: 'AANVRAAG' | 'AFSPRAAK',
  nummer: number | null,
): { titel: string; bericht: string } {
  if (wat === 'AANVRAAG')
    return taal === 'EN'
      ? {
          titel: 'Your request goes to another adviser',
          bericht: `The adviser handling request #${nummer ?? ''} is no longer available. The request is back in the queue and another adviser will take it up; nothing is lost.`,
        }
      : {
          titel: 'Uw aanvraag gaat naar een andere adviseur',
          bericht: `De adviseur van aanvraag #${nummer ?? ''} is niet meer beschikbaar. De aanvraag staat weer in de wachtrij en een andere adviseur neemt haar op; er gaat niets verloren.`,
        };
  return taal === 'EN'
    ? {
        titel: 'Appointment cancelled',
        bericht:
          'Your adviser is no longer available, so the appointment is cancelled. Plan a new one with another adviser.',
      }
    : {
        titel: 'Afspraak geannuleerd',
        bericht:
          'Uw adviseur is niet meer beschikbaar; de afspraak is daarom geannuleerd. Plan een nieuwe met een andere adviseur.',
      };
}
