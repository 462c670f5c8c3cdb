// What members and advisers are told when a change of a company voids their work (issue 27): a
// partner joins or leaves or a share changes (every open request's calculation may have to be made
// again), or a member changes a year an adviser had checked (that check is void). In the recipient's
// language, natural sentences, the request by its number, never an id. The texts are the notification
// catalogue's (`bedrijf.aandelen-gewijzigd`, `bedrijf.controle-vervallen`): the notification stores the
// key and its parameters, the e-mail is rendered from the same. Pure.
import type { TaalVoorkeur } from '../../shared/taal.ts';
import {
  renderNotification,
  type AandeelRegel,
  type AanvraagGevolg,
  type Bericht,
  type NotificationContent,
  type NotificationParameters,
} from '../notify/notification-catalogue.rules.ts';

export type { AandeelRegel, AanvraagGevolg } from '../notify/notification-catalogue.rules.ts';

type AandelenFeiten = { bedrijf: string; regels: readonly AandeelRegel[]; aanvragen: readonly AanvraagGevolg[] };
type ControleFeiten = Omit<NotificationParameters['bedrijf.controle-vervallen'], 'velden'> & {
  velden: readonly string[];
};

/** Shares changed: who changed what, then per open request what it does to its calculation. */
export const aandelenMelding = (f: AandelenFeiten): NotificationContent<'bedrijf.aandelen-gewijzigd'> => ({
  sleutel: 'bedrijf.aandelen-gewijzigd',
  parameters: {
    bedrijf: f.bedrijf,
    regels: f.regels.map((r) => ({ ...r })),
    aanvragen: f.aanvragen.map((a) => ({ ...a, aandeel: a.aandeel ? { ...a.aandeel } : null })),
  },
});

export function aandelenBericht(f: AandelenFeiten, taal: TaalVoorkeur): Bericht {
  return renderNotification(aandelenMelding(f), taal);
}

/** A member changed a year an adviser had checked: the adviser's check of that year is void. */
export const controleVervallenMelding = (f: ControleFeiten): NotificationContent<'bedrijf.controle-vervallen'> => ({
  sleutel: 'bedrijf.controle-vervallen',
  parameters: { ...f, velden: [...f.velden] },
});

export function controleVervallenBericht(f: ControleFeiten, taal: TaalVoorkeur): Bericht {
  return renderNotification(controleVervallenMelding(f), taal);
}
