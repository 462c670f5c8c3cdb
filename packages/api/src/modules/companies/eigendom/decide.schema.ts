// companies.eigendom.decide → POST /adviseur/companies/{companyId}/eigendom
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZId, zText } from '../../../shared/schema-primitives.schema.ts';
import { ZBedrijf } from '../company.schema.ts';

export const decideEigendomMeta = {
  openapi: {
    method: 'POST',
    path: '/adviseur/companies/{companyId}/eigendom',
    tags: ['adviseur'],
    summary: 'Eigendom van een bedrijf bevestigen of afwijzen',
    description:
      'Een adviseur besluit, met een verplichte toelichting, of de ondernemer die dit bedrijfsrecord koppelde de eigenaar is (meestal op grond van een KvK-uittreksel en een identiteitscontrole in een afspraak). Wordt vastgelegd in de auditlog; de ondernemer krijgt een notificatie en een e-mail. Antwoordt met het bedrijf zoals de ondernemer het ziet.',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Alleen voor adviseurs',
      404: 'Onbekend bedrijf',
    },
  },
} satisfies ApiMeta;

export const ZDecideEigendomInput = z.object({
  companyId: ZId,
  besluit: z.enum(['BEVESTIGD', 'AFGEWEZEN']).meta({ example: 'BEVESTIGD' }),
  toelichting: zText()
    .min(1, { error: 'geef een toelichting bij het besluit' })
    .max(2000)
    .meta({ example: 'KvK-uittreksel van 2 maart 2026 en identiteit gecontroleerd in de afspraak.' }),
});
export const ZDecideEigendomOutput = ZBedrijf;

export type TDecideEigendomInput = z.infer<typeof ZDecideEigendomInput>;
