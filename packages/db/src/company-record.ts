// The registry detail record (API.md, FIXED) and the Company columns it fills: one mapping for the
// service that links a company, the demo seed and the test factories.
import type { Prisma } from './generated/prisma/client.ts';

/** The FIXED registry detail record (API.md), as stored in Company.registerGegevens. */
export interface KvkDetail {
  kvkNummer: string;
  juridischeNaam: string;
  rechtsvorm: string;
  /** JJJJ-MM-DD, or '' when the registry has no (complete) date; every leaf of the record is a string */
  formeleRegistratiedatum: string;
  adres: { straat: string; plaats: string; postcode: string };
  adressen: { straat: string; plaats: string; postcode: string }[];
  sbiActiviteiten: { sbiCode: string; sbiOmschrijving: string; indHoofdactiviteit: 'Ja' | 'Nee' }[];
}

/** The flat Company columns for a registry record. */
export function companyDataFromKvk(detail: KvkDetail, now = new Date()) {
  return {
    kvkNummer: detail.kvkNummer,
    naam: detail.juridischeNaam,
    juridischeNaam: detail.juridischeNaam,
    rechtsvorm: detail.rechtsvorm,
    formeleRegistratiedatum: detail.formeleRegistratiedatum
      ? new Date(`${detail.formeleRegistratiedatum}T00:00:00Z`)
      : null,
    adres: detail.adres,
    adressen: detail.adressen,
    sbiActiviteiten: detail.sbiActiviteiten,
    registerGegevens: detail as unknown as Prisma.InputJsonObject,
    registerOpgehaaldOp: now,
  };
}
