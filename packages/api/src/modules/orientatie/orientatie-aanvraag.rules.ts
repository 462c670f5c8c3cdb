// An ORIENTATIE request's orientation: the IKV's qualifying income plus what the entrepreneur gave on the
// request, through the same rules as POST /orientatie. Pure; the date is that of the IKV calculation.
import { peildatumOf } from '../../shared/peildatum.rules.ts';
import { computeOrientatie, type Orientatie, type OrientatieInvoer } from './orientatie.rules.ts';
import { ZAanvraagOrientatieInvoer, type TAanvraagOrientatieInvoer } from './orientatie.schema.ts';

export function orientatieVoorAanvraag(a: {
  verklaringType: 'IKV' | 'ORIENTATIE';
  toetsinkomen: number | null;
  /** the stored Json column (validated again: a row is data, not a promise) */
  invoer: unknown;
  datum: Date;
}): { orientatie: Orientatie | null; orientatieInvoer: TAanvraagOrientatieInvoer | null } {
  if (a.verklaringType !== 'ORIENTATIE') return { orientatie: null, orientatieInvoer: null };
  const parsed = a.invoer === null || a.invoer === undefined ? null : ZAanvraagOrientatieInvoer.safeParse(a.invoer);
  const orientatieInvoer = parsed?.success ? parsed.data : null;
  if (a.toetsinkomen === null) return { orientatie: null, orientatieInvoer };
  // a negative IKV (a loss) counts as no income for the orientation
  const invoer: OrientatieInvoer = { ...(orientatieInvoer ?? {}), toetsinkomen: Math.max(0, a.toetsinkomen) };
  // the rules in force on the IKV calculation's date (Europe/Amsterdam), as for POST /orientatie
  return { orientatie: computeOrientatie(invoer, peildatumOf(a.datum)), orientatieInvoer };
}
