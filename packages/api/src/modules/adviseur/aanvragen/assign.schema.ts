// adviseur.aanvragen.assign → POST /adviseur/aanvragen/{id}/toewijzen (take, give to a colleague, release)
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZId } from '../../../shared/schema-primitives.schema.ts';
import { ZAanvraagVolledig } from '../../aanvragen/aanvraag.schema.ts';

export const assignAdviseurAanvraagMeta = {
  openapi: {
    method: 'POST',
    path: '/adviseur/aanvragen/{id}/toewijzen',
    tags: ['adviseur'],
    summary: 'Een aanvraag oppakken, aan een collega geven of teruggeven aan de wachtrij',
    description:
      'adviseurId weggelaten: de aanroeper wordt behandelaar. null: de aanvraag gaat terug naar de wachtrij zonder behandelaar. Een id: die adviseur wordt behandelaar (geen actieve adviseur: 400). De nieuwe behandelaar krijgt een melding (en, als een collega hem toewijst, een e-mail). Vastgelegd in het auditlog.',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer of geen adviseur',
      401: 'Niet ingelogd',
      403: 'Alleen voor adviseurs',
      404: 'Onbekende aanvraag',
      409: 'Intussen door iemand anders gewijzigd',
    },
  },
} satisfies ApiMeta;

export const ZAssignAdviseurAanvraagInput = z.object({
  id: ZId,
  adviseurId: ZId.nullable().optional().meta({ description: 'weggelaten: uzelf; null: niemand (wachtrij)' }),
});
export const ZAssignAdviseurAanvraagOutput = ZAanvraagVolledig;
export type TAssignAdviseurAanvraagInput = z.infer<typeof ZAssignAdviseurAanvraagInput>;
