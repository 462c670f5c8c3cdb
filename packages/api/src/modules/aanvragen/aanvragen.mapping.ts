// Prisma rows → the Aanvraag DTOs (pure).
import type { TKvkAdres } from '../kvk/lookup.schema.ts';
import { storedSbiActiviteiten } from '../kvk/kvk.mapping.ts';
import { isIncomeCalculationSkipped } from '../companies/companies.rules.ts';
import { toOpgeslagenBoekjaar } from '../companies/financials/financials.service.ts';
import type { TIkvBerekening, TIkvResultaat } from '../ikv-berekening/ikv-resultaat.schema.ts';
import { orientatieVoorAanvraag } from '../orientatie/orientatie-aanvraag.rules.ts';
import type { TEigendom } from '../companies/company.schema.ts';
import { isGevraagdVeld, type TAanvraag, type TAanvraagVolledig, type TGevraagd } from './aanvraag.schema.ts';
import { computeGeleverd, type GeleverdBronnen } from './aanvulling-geleverd.rules.ts';
import type { AanvraagFullRow, AanvraagListRow } from './aanvragen.repository.ts';
import { allowedTransitions } from '../aanvraag-regels/aanvraag-status.rules.ts';

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
    behandelaar: row.behandelaar
      ? { id: row.behandelaar.id, naam: `${row.behandelaar.voornaam} ${row.behandelaar.achternaam}` }
      : null,
  };
}

export function toIkvBerekening(
  aanvraagId: string,
  r: {
    versie: number;
    resultaat: unknown;
    berekendOp: Date;
    berekendDoor: { voornaam: string; achternaam: string } | null;
  },
): TIkvBerekening {
  return {
    ...(r.resultaat as TIkvResultaat),
    aanvraagId,
    versie: r.versie,
    berekendOp: r.berekendOp.toISOString(),
    berekendDoor: naam(r.berekendDoor),
  };
}

/** AanvraagVolledig without the Trust part (documents, checks, statement), which the service adds. */
type AanvraagVolledigBasis = Omit<
  TAanvraagVolledig,
  'documenten' | 'controles' | 'verklaring' | 'verklaringGereed' | 'identiteit' | 'dubbeleClaim'
>;

/** One asked item with what came in for it: ticked off, or answered in place (aanvulling-geleverd.rules). */
function toGevraagd(g: AanvraagFullRow['aanvullingen'][number], bronnen: GeleverdBronnen): TGevraagd {
  const veld = isGevraagdVeld(g.veld) ? g.veld : null;
  const geleverd = computeGeleverd({ ...g, veld }, bronnen);
  return {
    id: g.id,
    soort: g.soort,
    jaar: g.jaar,
    veld,
    omschrijving: g.omschrijving,
    gevraagdOp: g.gevraagdOp.toISOString(),
    gevraagdDoor: naam(g.gevraagdDoor),
    afgevinktOp: g.afgevinktOp ? g.afgevinktOp.toISOString() : null,
    antwoord: g.antwoord,
    aangevuldOp: g.aangevuldOp ? g.aangevuldOp.toISOString() : null,
    geleverd,
    klaar: g.afgevinktOp !== null || geleverd !== null,
  };
}

/** `documenten`: the company's documents (the Trust part), what a DOCUMENT item may have received. */
export function toAanvraagVolledig(
  row: AanvraagFullRow,
  viewer: Rol,
  aandeelPercentage: number | null,
  eigendom: TEigendom,
  documenten: GeleverdBronnen['documenten'],
): AanvraagVolledigBasis {
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
      sbiActiviteiten: storedSbiActiviteiten(c.sbiActiviteiten),
      aandeelPercentage,
      inkomensberekeningOvergeslagen: isIncomeCalculationSkipped(c.rechtsvorm),
      eigenaarCheck: (c.eigenaarCheck ?? null) as Record<string, unknown> | null,
      registerOpgehaaldOp: c.registerOpgehaaldOp.toISOString(),
      eigendom,
    },
    boekjaren: c.boekjaren.map(toOpgeslagenBoekjaar),
    ikvResultaat: latest ? toIkvBerekening(row.id, latest) : null,
    ikvVersies: row.ikvResultaten.map((r) => ({
      versie: r.versie,
      regelsVersie: r.regelsVersie,
      toetsinkomen: r.toetsinkomen === null ? null : r.toetsinkomen.toNumber(),
      berekendOp: r.berekendOp.toISOString(),
    })),
    ...orientatieVoorAanvraag({
      verklaringType: row.verklaringType,
      toetsinkomen: base.toetsinkomen,
      invoer: row.orientatieInvoer,
      datum: latest?.berekendOp ?? row.aangemaaktOp,
    }),
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
    gevraagd: row.aanvullingen.map((g) =>
      toGevraagd(g, { documenten, boekjaren: c.boekjaren.map(toOpgeslagenBoekjaar) }),
    ),
    toegestaneOvergangen: allowedTransitions(row.status, viewer),
  };
}
