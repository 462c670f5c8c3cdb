// The IKV calculation's input as it is today, built in one place: the calculation stores it with its
// result (ikv.service) and the issuing gate and the "recalculate" hint compare a stored one with it
// (ikv-actueel.rules.ts), so both always read the same fields.
import type { Db, Tx } from '@ikv/db';
import { toIkvBoekjaar } from '../companies/financials/financials.service.ts';
import {
  berekeningWijzigingen,
  type BerekeningGrondslag,
  type Wijziging,
} from '../ikv-berekening/ikv-actueel.rules.ts';
import { mapRechtsvorm, REGELS_VERSIE, type IkvInvoer } from '../ikv-berekening/ikv.rules.ts';
import { findCalculationInput } from './ikv.repository.ts';
import { peildatumOf } from '../../shared/peildatum.rules.ts';

type CalculationInputRow = NonNullable<Awaited<ReturnType<typeof findCalculationInput>>>;

/** Today's input of the request's calculation; `rechtsvorm: null` when the legal form has no IKV. */
export function ikvInvoerVan(
  data: CalculationInputRow,
  now: Date,
): { invoer: Omit<IkvInvoer, 'rechtsvorm'>; rechtsvorm: IkvInvoer['rechtsvorm'] | null; rechtsvormTekst: string } {
  const c = data.company;
  const lid = c.leden.find((l) => l.userId === data.ondernemerId);
  return {
    rechtsvorm: mapRechtsvorm(c.rechtsvorm),
    rechtsvormTekst: c.rechtsvorm,
    invoer: {
      aandeelPercentage: lid ? lid.aandeelPercentage.toNumber() : 0,
      boekjaren: c.boekjaren.map(toIkvBoekjaar),
      peildatum: peildatumOf(now),
      startjaar: c.formeleRegistratiedatum ? c.formeleRegistratiedatum.getUTCFullYear() : null,
    },
  };
}

/** The rules version a calculation made now would use. */
const huidigeRegelsVersie = (): string => REGELS_VERSIE;

/**
 * What changed since the stored calculation `berekend` in the request's input (empty: the calculation
 * is current). The one answer the gate and the hint give.
 */
export async function wijzigingenSindsBerekening(
  db: Db | Tx,
  aanvraagId: string,
  berekend: BerekeningGrondslag,
  now: Date,
): Promise<Wijziging[]> {
  const data = await findCalculationInput(db, aanvraagId);
  if (!data) return [];
  const { invoer, rechtsvorm } = ikvInvoerVan(data, now);
  return berekeningWijzigingen(
    berekend,
    rechtsvorm ? { invoer: { ...invoer, rechtsvorm }, regelsVersie: huidigeRegelsVersie() } : null,
  );
}
