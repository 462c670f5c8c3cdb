// What the people around a deleted account are told (docs/privacy.md section 4). Pure. The deleted
// person's name is erased, so the messages name the company instead. The texts are the notification
// catalogue's: the notification stores the key, rendered in its reader's language when read.
import type { TaalVoorkeur } from '../../shared/taal.ts';
import { renderNotification, type Bericht, type NotificationContent } from '../notify/notification-catalogue.rules.ts';

export function erasureMelding(wie: 'VENNOOT' | 'AANVRAAG', bedrijf: string): NotificationContent {
  return wie === 'VENNOOT'
    ? { sleutel: 'bedrijf.vennoot-account-verwijderd', parameters: { bedrijf } }
    : { sleutel: 'aanvraag.account-verwijderd', parameters: { bedrijf } };
}

export function erasureNotice(taal: TaalVoorkeur, wie: 'VENNOOT' | 'AANVRAAG', bedrijf: string): Bericht {
  return renderNotification(erasureMelding(wie, bedrijf), taal);
}
