// Pure: a request as the API answers it → the report's input (the adviser's conclusion is the remark
// of the latest status change, else the latest remark visible to the entrepreneur).
import type { TAanvraagVolledig } from '../../aanvragen/aanvraag.schema.ts';
import type { TIkvBerekening } from '../../ikv-berekening/ikv-resultaat.schema.ts';
import type { ReportInput } from './ikv-report.view-model.ts';

export function reportInputOf(
  full: TAanvraagVolledig,
  berekening: TIkvBerekening,
  taal: ReportInput['taal'],
  now: Date,
): ReportInput {
  const byAdviser = full.statusHistorie.filter((h) => h.opmerking && h.doorRol === 'ADVISEUR');
  const lastChange = byAdviser[byAdviser.length - 1];
  const remarks = full.opmerkingen.filter((o) => o.auteurRol === 'ADVISEUR' && o.zichtbaarVoorOndernemer);
  const lastRemark = remarks[remarks.length - 1];
  const conclusie = lastChange
    ? { tekst: lastChange.opmerking!, door: lastChange.doorNaam, op: lastChange.op }
    : lastRemark
      ? { tekst: lastRemark.tekst, door: lastRemark.auteurNaam, op: lastRemark.aangemaaktOp }
      : null;
  return {
    berekening,
    aanvraag: {
      nummer: full.nummer,
      verklaringType: full.verklaringType,
      status: full.status,
      bedrijf: full.bedrijf,
      ondernemer: full.ondernemer,
    },
    conclusie,
    bewijs: bewijsPerJaar(full, berekening),
    orientatie: full.orientatie,
    taal,
    gegenereerdOp: now,
  };
}

/**
 * Per year of the calculation the documents the adviser's valid check (akkoord, not voided) cites, by
 * name; a year without one lists none (the PDF then says it was not checked).
 */
function bewijsPerJaar(full: TAanvraagVolledig, berekening: TIkvBerekening): { jaar: number; documenten: string[] }[] {
  const naam = new Map(full.documenten.map((d) => [d.id, d.bestandsnaam]));
  const jaren = berekening.jaren.map((j) => j.jaar);
  return jaren.map((jaar) => {
    const controle = full.controles.find((c) => c.jaar === jaar && c.akkoord && c.vervallen === null);
    return {
      jaar,
      documenten: (controle?.documentIds ?? []).map((id) => naam.get(id)).filter((n): n is string => n !== undefined),
    };
  });
}
