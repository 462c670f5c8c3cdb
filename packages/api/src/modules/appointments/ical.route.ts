// The hand-written binary routes for iCalendar (REST cannot return text/calendar through the
// generated adapter). They call the same services as the tRPC procedure.
import { assertSignedIn } from '../../trpc/procedures.ts';
import type { AuthedContext } from '../../infra/service-context.ts';
import type { ServiceContext } from '../../infra/service-context.ts';
import { appointmentIcs, calendarFeed } from './ical.service.ts';
import type { TIcalInput } from './ical.schema.ts';

type IcalMatch = { kind: 'feed' } | { kind: 'one'; id: string };

/** GET {endpoint}/appointments/calendar.ics and GET {endpoint}/appointments/{id}/calendar.ics. */
export function matchIcalRoute(method: string, pathname: string, endpoint: string): IcalMatch | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (!pathname.startsWith(`${endpoint}/appointments/`)) return null;
  const rest = pathname.slice(endpoint.length + '/appointments/'.length);
  if (rest === 'calendar.ics') return { kind: 'feed' };
  const m = /^([A-Za-z0-9_-]{1,64})\/calendar\.ics$/.exec(rest);
  return m ? { kind: 'one', id: m[1]! } : null;
}

function authed(ctx: ServiceContext): AuthedContext {
  assertSignedIn(ctx);
  return { ...ctx, actor: ctx.actor };
}

/** A transport-neutral reply (status, headers, text body), so any REST door can send it. */
interface IcalReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The reply for a matched route; errors are thrown as DomainError for the caller to convert to a problem. */
export async function icalReply(ctx: ServiceContext, match: IcalMatch): Promise<IcalReply> {
  const c = authed(ctx);
  const { bestandsnaam, inhoud } =
    match.kind === 'feed'
      ? { bestandsnaam: 'afspraken.ics', inhoud: await calendarFeed(c) }
      : await appointmentIcs(c, match.id);
  return {
    status: 200,
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `${match.kind === 'feed' ? 'inline' : 'attachment'}; filename="${bestandsnaam}"`,
      'cache-control': 'private, no-store',
    },
    body: inhoud,
  };
}

export async function icalForWeb(ctx: AuthedContext, input: TIcalInput) {
  if (input?.id) return appointmentIcs(ctx, input.id);
  return { bestandsnaam: 'afspraken.ics', inhoud: await calendarFeed(ctx) };
}

const icalErrors = (extra: Record<string, string>) =>
  Object.fromEntries(
    Object.entries({ 401: 'Niet ingelogd', ...extra }).map(([code, description]) => [code, { description }]),
  );

/** The two binary routes as OpenAPI path items (merged into the generated document). */
export const icalOpenApiPaths = {
  '/appointments/calendar.ics': {
    get: {
      operationId: 'appointments-ical',
      tags: ['appointments'],
      summary: 'Mijn bevestigde afspraken als iCalendar-feed',
      description:
        'Beide rollen. text/calendar (RFC 5545) met de bevestigde afspraken van de aanroeper vanaf 3 maanden terug; geannuleerde blijven erin met STATUS:CANCELLED. UID per afspraak is stabiel (`<id>@ikv-service`).',
      security: [{ Authorization: [] }],
      responses: {
        200: { description: 'iCalendar', content: { 'text/calendar': { schema: { type: 'string' } } } },
        ...icalErrors({}),
      },
    },
  },
  '/appointments/{id}/calendar.ics': {
    get: {
      operationId: 'appointments-ical-one',
      tags: ['appointments'],
      summary: 'Eén afspraak als .ics-bestand',
      description: 'Beide rollen, alleen voor een deelnemer (anders 404).',
      security: [{ Authorization: [] }],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        200: { description: 'iCalendar', content: { 'text/calendar': { schema: { type: 'string' } } } },
        ...icalErrors({ 404: 'Onbekend of niet van u' }),
      },
    },
  },
} as const;
