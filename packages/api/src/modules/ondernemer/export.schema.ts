// ondernemer.export → GET /ondernemer/export
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZOndernemer } from './ondernemer.schema.ts';

export const exportMeta = {
  openapi: {
    method: 'GET',
    path: '/ondernemer/export',
    tags: ['ondernemer'],
    protect: true,
    summary: 'Alle gegevens over mij (AVG inzage en overdraagbaarheid)',
    errorResponses: { 401: 'Niet ingelogd', 403: 'Geen ondernemer' },
  },
} satisfies ApiMeta;

const ZRecord = z.record(z.string(), z.unknown());
export const ZExportInput = z.void();
export const ZExportOutput = z.object({
  formaat: z.literal('ikv-export/1'),
  gegenereerdOp: z.string(),
  profiel: ZOndernemer,
  bedrijven: z.array(ZRecord),
  aanvragen: z.array(ZRecord),
  afspraken: z.array(ZRecord),
  notificaties: z.array(ZRecord),
  chatBerichten: z.array(ZRecord),
  uitnodigingen: z.array(ZRecord),
  beveiliging: z.object({ twoFactorEnabled: z.boolean(), auditLog: z.array(ZRecord) }),
});
export type TExportOutput = z.infer<typeof ZExportOutput>;
