// availability.forAdviser → GET /advisers/{adviserId}/availability?from=&to=
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZId } from '../../shared/schema-primitives.schema.ts';
import { ZPeriodInput, ZSlot } from './availability.schema.ts';

export const forAdviserMeta = {
  openapi: {
    method: 'GET',
    path: '/advisers/{adviserId}/availability',
    tags: ['availability'],
    summary: 'Vrije tijd van een adviseur',
    description:
      'Beschikbaarheid min voorgestelde en bevestigde afspraken, vanaf nu, binnen [from, to) (hoogstens 3 maanden).',
    protect: true,
    errorResponses: { 400: 'Ongeldige periode', 401: 'Niet ingelogd', 404: 'Onbekende adviseur' },
  },
} satisfies ApiMeta;

export const ZForAdviserInput = ZPeriodInput.extend({ adviserId: ZId });
export const ZForAdviserOutput = z.array(ZSlot);
export type TForAdviserInput = z.infer<typeof ZForAdviserInput>;
export type TForAdviserOutput = z.infer<typeof ZForAdviserOutput>;
