// What a person reads for a request's status, in both languages, defined once: the web app's
// dictionaries, the IKV report and the adviser's CSV export take their labels from here. Keyed by the
// request state machine's status type (beside it, in the same unit), so a new status without a label fails the
// typecheck; the test holds the keys to the database's enum. Plain data, no I/O: client components
// may import it.
import type { AanvraagStatus } from './aanvraag-status.rules.ts';
import type { Taal } from '../../shared/taal.ts';

export const AANVRAAG_STATUS_LABELS: Record<Taal, Record<AanvraagStatus, string>> = {
  nl: {
    INGEDIEND: 'Ingediend',
    IN_BEHANDELING: 'In behandeling',
    AANVULLING_NODIG: 'Aanvulling nodig',
    AFGEROND: 'Afgerond',
    AFGEWEZEN: 'Afgewezen',
    INGETROKKEN: 'Ingetrokken',
  },
  en: {
    INGEDIEND: 'Submitted',
    IN_BEHANDELING: 'In progress',
    AANVULLING_NODIG: 'More information needed',
    AFGEROND: 'Completed',
    AFGEWEZEN: 'Rejected',
    INGETROKKEN: 'Withdrawn',
  },
};

/** The label of `status` in `taal`, e.g. 'In behandeling' / 'In progress'. */
export function aanvraagStatusLabel(status: AanvraagStatus, taal: Taal): string {
  return AANVRAAG_STATUS_LABELS[taal][status];
}
