// appointments.ical: the iCalendar text for the web app (tRPC). Over REST it is the binary route
// GET /appointments/calendar.ics (and /appointments/{id}/calendar.ics), see rest/ical-route.ts.
import { z } from 'zod';
import { ZId } from '../../shared/schema-primitives.schema.ts';

export const ZIcalInput = z.object({ id: ZId.optional() }).optional();
export const ZIcalOutput = z.object({ bestandsnaam: z.string(), inhoud: z.string() });
export type TIcalInput = z.infer<typeof ZIcalInput>;
