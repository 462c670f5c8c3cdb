// What the entrepreneurs of a deleted adviser are told (docs/privacy.md section 4). Pure. The texts
// are the notification catalogue's: the notification stores the key, rendered when read.
import type { TaalVoorkeur } from '../../shared/taal.ts';
import { renderNotification, type Bericht, type NotificationContent } from '../notify/notification-catalogue.rules.ts';

export function adviserGoneMelding(wat: 'AANVRAAG' | 'AFSPRAAK', nummer: number | null): NotificationContent {
  return wat === 'AANVRAAG'
    ? { sleutel: 'aanvraag.adviseur-vertrokken', parameters: { nummer: nummer ?? 0 } }
    : { sleutel: 'afspraak.adviseur-vertrokken', parameters: {} };
}

export function adviserGoneNotice(taal: TaalVoorkeur, wat: 'AANVRAAG' | 'AFSPRAAK', nummer: number | null): Bericht {
  return renderNotification(adviserGoneMelding(wat, nummer), taal);
}
