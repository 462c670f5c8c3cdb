// The iCalendar downloads (text/calendar: the generated adapter answers JSON only): the feed
// GET /appointments/calendar.ics and one appointment's GET /appointments/{id}/calendar.ics. The same
// services as the procedure appointments.ical.
import { DomainError } from '../errors/domain-error.ts';
import { appointmentIcs, calendarFeed } from '../modules/appointments/ical.service.ts';
import { z } from 'zod';
import { personRoute } from './route.ts';

const ics = { 'text/calendar': { schema: { type: 'string' } } };

const icsResponse = (disposition: 'inline' | 'attachment', bestandsnaam: string, inhoud: string, method: string) =>
  new Response(method === 'HEAD' ? null : inhoud, {
    status: 200,
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `${disposition}; filename="${bestandsnaam}"`,
      'cache-control': 'private, no-store',
    },
  });

export const icalFeedRoute = personRoute({
  method: 'GET',
  path: '/appointments/calendar.ics',
  operation: 'appointments.ical',
  roles: null,
  session: false,
  doc: {
    operationId: 'appointments-ical',
    tags: ['appointments'],
    summary: 'Mijn bevestigde afspraken als iCalendar-feed',
    description:
      'Beide rollen. text/calendar (RFC 5545) met de bevestigde afspraken van de aanroeper vanaf 3 maanden terug; geannuleerde blijven erin met STATUS:CANCELLED. UID per afspraak is stabiel (`<id>@ikv-service`).',
    responses: { '200': { description: 'iCalendar', content: ics }, '401': { description: 'Niet ingelogd' } },
  },
  async handle({ req, ctx }) {
    return icsResponse('inline', 'afspraken.ics', await calendarFeed(ctx), req.method);
  },
});

export const icalOneRoute = personRoute({
  method: 'GET',
  path: '/appointments/{id}/calendar.ics',
  operation: 'appointments.ical',
  roles: null,
  session: false,
  doc: {
    operationId: 'appointments-ical-one',
    tags: ['appointments'],
    summary: 'Eén afspraak als .ics-bestand',
    description: 'Beide rollen, alleen voor een deelnemer (anders 404).',
    params: z.object({ id: z.string() }),
    responses: {
      '200': { description: 'iCalendar', content: ics },
      '401': { description: 'Niet ingelogd' },
      '404': { description: 'Onbekend of niet van u' },
    },
  },
  async handle({ req, params, ctx }) {
    // an id that cannot exist is simply unknown
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(params.id!))
      throw new DomainError('APPOINTMENT_NOT_FOUND', 'Deze afspraak bestaat niet of is niet van u.');
    const { bestandsnaam, inhoud } = await appointmentIcs(ctx, params.id!);
    return icsResponse('attachment', bestandsnaam, inhoud, req.method);
  },
});
