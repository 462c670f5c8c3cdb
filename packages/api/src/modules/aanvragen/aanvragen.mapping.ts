// Prisma rows → the Aanvraag DTOs (pure).
import type { TKvkAdres } from '../kvk/lookup.schema.ts';
import { isIncomeCalculationSkipped } from '../companies/companies.rules.ts';
import { toBoekjaar } from '../companies/financials/financials.service.ts';
import type { TIkvBerekening, TIkvResultaat } from '../ikv/ikv-resultaat.schema.ts';
import { computeOrientatie } from '../ikv/orientatie.rules.ts';
import type { TAanvraag, TAanvraagVolledig } from './aanvraag.schema.ts';
import type { AanvraagFullRow, AanvraagListRow } from './aanvragen.repository.ts';
import { allowedTransitions } from './aanvraag-status.rules.ts';

type Rol = 'ONDERNEMER' | 'ADVISEUR';
const naam = (u: { voornaam: string; achternaam: string } | null) => (u ? `${u.voornaam} ${u.achternaam}` : null);

export function toAanvraag(row: AanvraagListRow): TAanvraag {
  return {
    id: row.id,
    nummer: row.nummer,
    companyId: row.companyId,
    bedrijfsnaam: row.company.naamOverride ?? row.company.naam,
    kvkNummer: row.company.kvkNummer,
    verklaringType: row.verklaringType,
    status: row.status,
    aangemaaktOp: row.aangemaaktOp.toISOString(),
    bijgewerktOp: row.bijgewerktOp.toISOString(),
    toetsinkomen: row.toetsinkomen === null ? null : row.toetsinkomen.toNumber(),
  };
}

export function toIkvBerekening(
  aanvraagId: string,
  r: { versie: number; resultaat: unknown; berekendOp: Date; berekendDoor: { voornaam: string; achternaam: string } | null },
): TIkvBerekening {
  return { ...(r.resultaat as TIkvResultaat), aanvraagId, versie: r.versie, berekendOp: r.berekendOp.toISOString(), berekendDoor: naam(r.berekendDoor) };
}

export function toAanvraagVolledig(row: AanvraagFullRow, viewer: Rol, aandeelPercentage: number | null): TAanvraagVolledig {
  const c = row.company;
  const latest = row.ikvResultaten[0];
  const base = toAanvraag(row);
  return {
    ...base,
    ondernemer: row.ondernemer,
    bedrijf: {
      id: c.id,
      kvkNummer: c.kvkNummer,
      naam: c.naamOverride ?? c.naam,
      juridischeNaam: c.juridischeNaam,
      rechtsvorm: c.rechtsvorm,
      formeleRegistratiedatum: c.formeleRegistratiedatum ? c.formeleRegistratiedatum.toISOString().slice(0, 10) : null,
      adres: (c.adresOverride ?? c.adres) as TKvkAdres,
      sbiActiviteiten: c.sbiActiviteiten as TAanvraagVolledig['bedrijf']['sbiActiviteiten'],
      aandeelPercentage,
      inkomensberekeningOvergeslagen: isIncomeCalculationSkipped(c.rechtsvorm),
      eigenaarCheck: (c.eigenaarCheck ?? null) as Record<string, unknown> | null,
      registerOpgehaaldOp: c.registerOpgehaaldOp.toISOString(),
    },
    boekjaren: c.boekjaren.map(toBoekjaar),
    ikvResultaat: latest ? toIkvBerekening(row.id, latest) : null,
    ikvVersies: row.ikvResultaten.map((r) => ({
      versie: r.versie,
      regelsVersie: r.regelsVersie,
      toetsinkomen: r.toetsinkomen === null ? null : r.toetsinkomen.toNumber(),
      berekendOp: r.berekendOp.toISOString(),
    })),
    orientatie: row.verklaringType === 'ORIENTATIE' && base.toetsinkomen !== null ? computeOrientatie(base.toetsinkomen) : null,
    opmerkingen: row.opmerkingen
      .filter((o) => viewer === 'ADVISEUR' || o.zichtbaarVoorOndernemer)
      .map((o) => ({
        id: o.id,
        tekst: o.tekst,
        auteurNaam: naam(o.auteur),
        auteurRol: o.auteur?.rol ?? null,
        zichtbaarVoorOndernemer: o.zichtbaarVoorOndernemer,
        aangemaaktOp: o.aangemaaktOp.toISOString(),
      })),
    statusHistorie: row.statusHistorie.map((s) => ({
      vanStatus: s.vanStatus,
      naarStatus: s.naarStatus,
      doorNaam: naam(s.door),
      doorRol: s.door?.rol ?? null,
      opmerking: s.opmerking,
      op: s.op.toISOString(),
    })),
    toegestaneOvergangen: allowedTransitions(row.status, viewer),
  };
}
