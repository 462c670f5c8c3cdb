// The request status as a coloured badge (server- and client-safe).
import { Badge, type BadgeTone } from '@ikv/ui/badge';
import type { Dictionary } from '~/i18n/locale.ts';

type Status = keyof Dictionary['aanvragen']['statuses'];
const TONES: Record<Status, BadgeTone> = {
  INGEDIEND: 'brand',
  IN_BEHANDELING: 'brand',
  AANVULLING_NODIG: 'warning',
  AFGEROND: 'success',
  AFGEWEZEN: 'neutral',
  INGETROKKEN: 'neutral',
};

export function StatusBadge({ status, t }: { status: Status; t: Dictionary }) {
  return <Badge tone={TONES[status]}>{t.aanvragen.statuses[status]}</Badge>;
}
