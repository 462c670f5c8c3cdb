// Server-side status badge (the client list has its own with the i18n hook).
import { Badge, type BadgeTone } from '@ikv/ui/badge';

const tones: Record<string, BadgeTone> = {
  VOORGESTELD: 'warning',
  BEVESTIGD: 'success',
  AFGEWEZEN: 'neutral',
  GEANNULEERD: 'neutral',
};

export function StatusBadgeServer({ status, label }: { status: string; label: string }) {
  return <Badge tone={tones[status] ?? 'neutral'}>{label}</Badge>;
}
