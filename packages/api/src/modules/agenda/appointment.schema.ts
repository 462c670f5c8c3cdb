// Shapes shared by the appointment operations. Client-safe: zod only.
import { z } from 'zod';
import { ZId, ZInstant, zLine, zText } from '../../shared/schema-primitives.schema.ts';

export const ZAfspraakStatus = z.enum(['VOORGESTELD', 'BEVESTIGD', 'AFGEWEZEN', 'GEANNULEERD']);
export const ZRol = z.enum(['ONDERNEMER', 'ADVISEUR']);

export const ZOnderwerp = zLine()
  .min(1, { error: 'onderwerp is verplicht' })
  .max(200, { error: 'onderwerp: hoogstens 200 tekens' });
export const ZLocatie = zLine().max(200, { error: 'locatie: hoogstens 200 tekens' });
export const ZReden = zText().max(1000, { error: 'reden: hoogstens 1000 tekens' });

export const ZPartij = z.object({ id: ZId, voornaam: z.string(), achternaam: z.string() });

/** A new time proposed for a confirmed appointment: the appointment keeps `start`/`end` until the other party accepts. */
export const ZVerplaatsing = z
  .object({
    start: ZInstant,
    end: ZInstant,
    voorgesteldDoor: ZRol.describe('wie het nieuwe tijdstip voorstelde; de ander accepteert of wijst af'),
    reden: z.string().nullable(),
  })
  .meta({ id: 'Verplaatsing' });

export const ZAppointmentResponse = z
  .object({
    id: ZId,
    adviserId: ZId,
    ondernemerId: ZId,
    aanvraagId: ZId.nullable(),
    start: ZInstant,
    end: ZInstant,
    onderwerp: z.string(),
    locatie: z.string().nullable(),
    status: ZAfspraakStatus,
    voorgesteldDoor: ZRol,
    reden: z.string().nullable(),
    verplaatsing: ZVerplaatsing.nullable().describe(
      'Een voorgesteld nieuw tijdstip van een bevestigde afspraak (status blijft BEVESTIGD op start/end). Accepteert de ander (accept/approve), dan verschuift de afspraak; wijst hij af (decline/reject), dan vervalt het voorstel en blijft het oude tijdstip. Anders null.',
    ),
    adviseur: ZPartij,
    ondernemer: ZPartij,
    aangemaaktOp: ZInstant,
    bijgewerktOp: ZInstant,
  })
  .meta({ id: 'AppointmentResponse' });
export type TAppointmentResponse = z.infer<typeof ZAppointmentResponse>;

export const ZAppointmentDetailResponse = ZAppointmentResponse.extend({
  adviseur: ZPartij.extend({ email: z.string() }),
  ondernemer: ZPartij.extend({ email: z.string(), telefoonnummer: z.string().nullable() }),
  aanvraag: z
    .object({ id: ZId, verklaringType: z.enum(['IKV', 'ORIENTATIE']), status: z.string(), bedrijfsnaam: z.string() })
    .nullable(),
  historie: z.array(
    z.object({
      actie: z.string(),
      vanStatus: ZAfspraakStatus.nullable(),
      naarStatus: ZAfspraakStatus,
      door: z.object({ id: ZId, naam: z.string() }).nullable(),
      reden: z.string().nullable(),
      op: ZInstant,
    }),
  ),
}).meta({ id: 'AppointmentDetailResponse' });
export type TAppointmentDetailResponse = z.infer<typeof ZAppointmentDetailResponse>;

export const ZAppointmentIdInput = z.object({ id: ZId });
export const ZReasonInput = z.object({ id: ZId, reden: ZReden.optional() });
export type TReasonInput = z.infer<typeof ZReasonInput>;
/** Cancelling always says why: the other party reads it. */
export const ZRequiredReasonInput = z.object({
  id: ZId,
  reden: ZReden.min(1, { error: 'reden is verplicht bij annuleren' }),
});

export const ZAppointmentListInput = z.object({ status: ZAfspraakStatus.optional() }).optional();
export type TAppointmentListInput = z.infer<typeof ZAppointmentListInput>;
