// The parts of an aanvraag's detail (aanvragen.get) that other modules fill in: the documents, the
// adviser's checks and the issued statement (verklaring), the applicant's identity check and other
// accounts' claims of the KvK number (adviseur). They live here because the aanvraag composes them;
// verklaring.schema.ts, identiteit.schema.ts and dubbele-claims.schema.ts re-export them. Client-safe.
import { z } from 'zod';
import { ZId, ZKvkNummer } from '../../shared/schema-primitives.schema.ts';
import { ZEigendom } from '../companies/company.schema.ts';
import { ZDocument } from '../documents/document.schema.ts';
import { ZEigenaarCheckUitkomst } from '../kvk/owner-check.schema.ts';

/** A document as shown with a request: the Document of documents.list without the caller-specific fields. */
export const ZAanvraagDocument = ZDocument.pick({
  id: true,
  companyId: true,
  soort: true,
  jaar: true,
  bestandsnaam: true,
  mimeType: true,
  grootte: true,
  sha256: true,
  geuploadOp: true,
}).extend({
  gelezenJaren: z.array(z.number().int()).meta({
    example: [2024, 2025],
    description:
      'de jaren waarvan de lezing van het document cijfers vond (ook de vergelijkende kolom): het is bewijs van elk daarvan (API.md, Flow III); leeg als het niet of nog niet gelezen is',
  }),
});

export const ZControle = z.object({
  jaar: z.number().int(),
  akkoord: z.boolean(),
  documentIds: z.array(ZId),
  toelichting: z.string().nullable(),
  adviseur: z.object({ id: ZId, naam: z.string() }).nullable(),
  op: z.string().meta({ example: '2026-03-02T09:00:00.000Z' }),
  vervallen: z.object({ op: z.string() }).nullable().meta({
    description:
      'gezet wanneer de cijfers van dit jaar na de controle zijn gewijzigd: een vervallen controle telt niet',
  }),
});

export const ZVerificatieStatus = z.enum(['GELDIG', 'VERLOPEN', 'INGETROKKEN']);

export const ZVerklaringInfo = z.object({
  nummer: z.string().meta({ example: 'IKV-2026-000123' }),
  code: z.string().meta({ example: 'pV3k0W6oQ2yS8bX1nC4dZg' }),
  status: ZVerificatieStatus,
  uitgegevenOp: z.string(),
  geldigTot: z.string().meta({ example: '2026-09-02' }),
  adviseur: z.object({ naam: z.string() }),
  pdfSha256: z.string(),
  ingetrokkenOp: z.string().nullable(),
  intrekReden: z.string().nullable(),
});

export const ZIdentiteitMethode = z.enum(['ID_DOCUMENT', 'VIDEOGESPREK', 'PERSOONLIJK']).meta({
  description:
    'ID_DOCUMENT: een identiteitsbewijs bekeken (geen kopie bewaard); VIDEOGESPREK: in een videogesprek met het bewijs; PERSOONLIJK: in persoon',
});

export const ZIdentiteit = z.object({
  ondernemerId: ZId,
  methode: ZIdentiteitMethode,
  toelichting: z.string().nullable(),
  vastgesteldOp: z.string().meta({ example: '2026-03-02T09:00:00.000Z' }),
  adviseur: z
    .object({ id: ZId, naam: z.string() })
    .nullable()
    .meta({ description: 'wie de identiteit vaststelde (null: dat account bestaat niet meer)' }),
});

const ZAanvraagStatusKort = z.enum([
  'INGEDIEND',
  'IN_BEHANDELING',
  'AANVULLING_NODIG',
  'AFGEROND',
  'AFGEWEZEN',
  'INGETROKKEN',
]);

/** One account's claim of the KvK number: its own company record, who linked it and how far it got. */
export const ZClaim = z.object({
  companyId: ZId,
  bedrijfsnaam: z.string(),
  ondernemer: z.object({
    id: ZId,
    voornaam: z.string(),
    achternaam: z.string(),
    email: z.string(),
    geboortedatum: z.string().nullable(),
    identiteitVastgesteld: z.boolean().meta({ description: 'een adviseur stelde de identiteit vast' }),
  }),
  gekoppeldOp: z.string(),
  eigendom: ZEigendom,
  eigenaarCheck: z
    .object({ uitkomst: ZEigenaarCheckUitkomst, toelichting: z.string() })
    .nullable()
    .meta({ description: 'de eigenaarscontrole bij het koppelen (null: niet gedaan)' }),
  aanvragen: z.array(
    z.object({
      id: ZId,
      nummer: z.number().int(),
      verklaringType: z.enum(['IKV', 'ORIENTATIE']),
      status: ZAanvraagStatusKort,
    }),
  ),
});

export const ZDubbeleClaim = z.object({
  kvkNummer: ZKvkNummer,
  claims: z
    .array(ZClaim)
    .meta({ description: 'elk account dat dit KvK-nummer koppelde, oudste eerst (minstens twee)' }),
});

export type TIdentiteitMethode = z.infer<typeof ZIdentiteitMethode>;
export type TIdentiteit = z.infer<typeof ZIdentiteit>;
export type TClaim = z.infer<typeof ZClaim>;
export type TDubbeleClaim = z.infer<typeof ZDubbeleClaim>;
