// Prisma rows → the Bedrijf DTO (pure).
import type { TKvkAdres } from '../kvk/lookup.schema.ts';
import { storedSbiActiviteiten } from '../kvk/kvk.mapping.ts';
import { type TBedrijf, type TEigendom, ZEigenaarCheck } from './company.schema.ts';
import type { MembershipWithCompany } from './companies.repository.ts';
import { isIncomeCalculationSkipped, partnerWarnings } from './companies.rules.ts';

const dateOnly = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

/** The member's ownership columns → the `eigendom` object (absent fields left out). */
export function toEigendom(
  m: Pick<MembershipWithCompany, 'eigendomStatus' | 'eigendomMethode' | 'eigendomBevestigdOp'>,
): TEigendom {
  return {
    status: m.eigendomStatus,
    ...(m.eigendomMethode ? { methode: m.eigendomMethode } : {}),
    ...(m.eigendomBevestigdOp ? { bevestigdOp: m.eigendomBevestigdOp.toISOString() } : {}),
  };
}

export function toBedrijf(m: MembershipWithCompany): TBedrijf {
  const c = m.company;
  const eigenaarCheck = ZEigenaarCheck.nullable()
    .catch(null)
    .parse(c.eigenaarCheck ?? null);
  return {
    id: c.id,
    kvkNummer: c.kvkNummer,
    naam: c.naamOverride ?? c.naam,
    juridischeNaam: c.juridischeNaam,
    rechtsvorm: c.rechtsvorm,
    formeleRegistratiedatum: dateOnly(c.formeleRegistratiedatum),
    adres: (c.adresOverride ?? c.adres) as TKvkAdres,
    sbiActiviteiten: storedSbiActiviteiten(c.sbiActiviteiten),
    rol: m.rol,
    aandeelPercentage: m.aandeelPercentage.toNumber(),
    inkomensberekeningOvergeslagen: isIncomeCalculationSkipped(c.rechtsvorm),
    aangemaaktOp: c.aangemaaktOp.toISOString(),
    eigenaarCheck,
    aantalLeden: c._count.leden,
    waarschuwingen: partnerWarnings(
      c.rechtsvorm,
      c._count.leden,
      c.aandeelTotaal.toNumber(),
      c._count.uitnodigingen,
      eigenaarCheck?.eigenarenInRegister ?? null,
    ),
    heeftLokaleWijzigingen: c.naamOverride !== null || c.adresOverride !== null,
    registerOpgehaaldOp: c.registerOpgehaaldOp.toISOString(),
    eigendom: toEigendom(m),
  };
}
