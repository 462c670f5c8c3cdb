// The notice that an intermediary or lender waits for the entrepreneur's answer (settings and his
// requests page): who asks, and a link to the card where he accepts or refuses.
import { Alert } from '@ikv/ui/alert';
import type { TMijnKoppeling } from '@ikv/api/schemas/integraties/koppeling';
import { fill } from '~/i18n/locale.ts';
import type { Dictionary } from '~/i18n/nl.ts';

export function KoppelingNotice({
  koppelingen,
  t,
  href,
}: {
  koppelingen: readonly TMijnKoppeling[];
  t: Dictionary;
  href: string;
}) {
  const open = koppelingen.filter((k) => k.status === 'UITGENODIGD');
  if (open.length === 0) return null;
  return (
    <Alert tone="info">
      <a href={href} className="underline-offset-2 hover:underline" data-testid="koppeling-melding">
        {open.length === 1
          ? fill(t.koppelingen.melding, { naam: open[0]!.organisatie.naam })
          : fill(t.koppelingen.meldingMeer, { aantal: String(open.length) })}
      </a>
    </Alert>
  );
}
