// The Aanvraag and AanvraagVolledig DTOs shared by the request operations (entrepreneur and adviser).
import { z } from 'zod';
import { ZId, ZKvkNummer } from '../../shared/schema-primitives.schema.ts';
import { ZFinancieelBoekjaar } from '../companies/financials/financial-year.schema.ts';
import { ZKvkAdres, ZSbiActiviteit } from '../kvk/lookup.schema.ts';
import { ZIkvBerekening, ZOrientatie } from '../ikv/ikv-resultaat.schema.ts';

export const ZVerklaringType = z.enum(['IKV', 'ORIENTATIE']);
export const ZAanvraagStatus = z.enum(['INGEDIEND', 'IN_BEHANDELING', 'AANVULLING_NODIG', 'AFGEROND', 'AFGEWEZEN', 'INGETROKKEN']);
export const ZRol = z.enum(['ONDERNEMER', 'ADVISEUR']);

export const ZAanvraag = z.object({
  id: ZId,
  nummer: z.number().int().meta({ example: 1042, description: 'aanvraagnummer (oplopend)' }),
  companyId: ZId,
  bedrijfsnaam: z.string().meta({ example: 'Test EMZ Dagobert' }),
  kvkNummer: ZKvkNummer,
  verklaringType: ZVerklaringType,
  status: ZAanvraagStatus,
  aangemaaktOp: z.string().meta({ example: '2026-03-02T09:00:00.000Z' }),
  bijgewerktOp: z.string(),
  toetsinkomen: z.number().nullable().meta({ example: 24000, description: 'uit de laatste berekening; null zolang er geen is' }),
});

export const ZPersoon = z.object({
  id: ZId,
  email: z.string(),
  voornaam: z.string(),
  achternaam: z.string(),
  telefoonnummer: z.string().nullable(),
});

export const ZAanvraagBedrijf = z.object({
  id: ZId,
  kvkNummer: ZKvkNummer,
  naam: z.string(),
  juridischeNaam: z.string(),
  rechtsvorm: z.string(),
  formeleRegistratiedatum: z.string().nullable(),
  adres: ZKvkAdres,
  sbiActiviteiten: z.array(ZSbiActiviteit),
  aandeelPercentage: z.number().nullable().meta({ description: 'het aandeel van de aanvrager' }),
  inkomensberekeningOvergeslagen: z.boolean().meta({ description: 'BV/NV: DGA-route' }),
  eigenaarCheck: z.record(z.string(), z.unknown()).nullable().meta({ description: 'uitkomst van de eigenaarscontrole bij het koppelen' }),
  registerOpgehaaldOp: z.string(),
});

export const ZOpmerking = z.object({
  id: ZId,
  tekst: z.string(),
  auteurNaam: z.string().nullable(),
  auteurRol: ZRol.nullable(),
  zichtbaarVoorOndernemer: z.boolean(),
  aangemaaktOp: z.string(),
});

export const ZStatusWijziging = z.object({
  vanStatus: ZAanvraagStatus.nullable(),
  naarStatus: ZAanvraagStatus,
  doorNaam: z.string().nullable(),
  doorRol: ZRol.nullable(),
  opmerking: z.string().nullable(),
  op: z.string(),
});

export const ZAanvraagVolledig = ZAanvraag.extend({
  ondernemer: ZPersoon,
  bedrijf: ZAanvraagBedrijf,
  boekjaren: z.array(ZFinancieelBoekjaar),
  ikvResultaat: ZIkvBerekening.nullable(),
  ikvVersies: z.array(z.object({ versie: z.number().int(), regelsVersie: z.string(), toetsinkomen: z.number().nullable(), berekendOp: z.string() })),
  orientatie: ZOrientatie.nullable().meta({ description: 'alleen bij ORIENTATIE met een toetsinkomen: indicatieve maximale hypotheek' }),
  opmerkingen: z.array(ZOpmerking),
  statusHistorie: z.array(ZStatusWijziging),
  toegestaneOvergangen: z.array(ZAanvraagStatus).meta({ description: 'statussen waar de aanroeper de aanvraag nu naartoe mag zetten' }),
});

export const ZAanvraagIdInput = z.object({ id: ZId });

export type TAanvraag = z.infer<typeof ZAanvraag>;
export type TAanvraagVolledig = z.infer<typeof ZAanvraagVolledig>;
export type TAanvraagStatus = z.infer<typeof ZAanvraagStatus>;
