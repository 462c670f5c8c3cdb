// adviseur.aanvragen.update → PATCH /adviseur/aanvragen/{id}
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { rule, ZId, zText } from '../../../shared/schema-primitives.schema.ts';
import { ZAanvraagStatus, ZAanvraagVolledig, ZGevraagdInput } from '../../aanvragen/aanvraag.schema.ts';

export const updateAdviseurAanvraagMeta = {
  openapi: {
    method: 'PATCH',
    path: '/adviseur/aanvragen/{id}',
    tags: ['adviseur'],
    summary: 'Status wijzigen (volgens de statusmachine) en/of een opmerking plaatsen',
    description:
      'Met status: de overgang moet toegestaan zijn (anders 409 ILLEGAL_TRANSITION); de opmerking komt in de statushistorie en de ondernemer krijgt een notificatie en een e-mail. Bij AFGEROND van een IKV-aanvraag (de uitgifte van de verklaring) is conclusie verplicht (anders 400 CONCLUSION_REQUIRED): de conclusie van de adviseur staat in de verzegelde verklaring. Bij AANVULLING_NODIG is gevraagd verplicht (anders 400): de items komen bovenaan de aanvraag van de ondernemer en in de e-mail. Een aanvraag zonder behandelaar die naar IN_BEHANDELING gaat, krijgt de aanroeper als behandelaar. Zonder status: de opmerking wordt een losse opmerking; intern=true houdt die voor de ondernemer verborgen.',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Alleen voor adviseurs',
      404: 'Onbekende aanvraag',
      409: 'Ongeldige statusovergang',
    },
  },
} satisfies ApiMeta;

export const ZUpdateAdviseurAanvraagInput = z
  .object({
    id: ZId,
    status: ZAanvraagStatus.optional().meta({ example: 'AANVULLING_NODIG' }),
    opmerking: zText().min(1, { error: 'opmerking mag niet leeg zijn' }).max(4000).optional(),
    conclusie: zText()
      .min(1, { error: 'geef uw conclusie' })
      .max(2000, { error: 'de conclusie is hoogstens 2000 tekens' })
      .optional()
      .meta({
        description:
          'verplicht bij AFGEROND van een IKV-aanvraag (de uitgifte): uw conclusie, zoals die in de verklaring staat; alleen bij die status toegestaan',
        // the example shows AANVULLING_NODIG, where a conclusion does not belong
        'x-example': 'omit',
      }),
    intern: z
      .boolean()
      .default(false)
      .meta({ description: 'alleen bij een losse opmerking: niet zichtbaar voor de ondernemer' }),
    gevraagd: z.array(ZGevraagdInput).max(20).optional().meta({
      description:
        'verplicht (minstens één) bij status AANVULLING_NODIG: wat de ondernemer moet aanleveren; alleen bij die status toegestaan',
    }),
  })
  .refine(
    (v) => v.status !== undefined || v.opmerking !== undefined,
    rule('STATUS_OR_REMARK', 'geef een status, een opmerking of beide', { path: ['status'] }),
  )
  .refine(
    (v) => v.status !== 'AANVULLING_NODIG' || (v.gevraagd?.length ?? 0) > 0,
    rule('REQUEST_ITEM_REQUIRED', 'geef bij AANVULLING_NODIG minstens één gevraagd item', { path: ['gevraagd'] }),
  )
  .refine(
    (v) => v.conclusie === undefined || v.status === 'AFGEROND',
    rule('CONCLUSION_ONLY_WITH_AFGEROND', 'een conclusie hoort alleen bij status AFGEROND', { path: ['conclusie'] }),
  )
  .refine(
    (v) => v.gevraagd === undefined || v.status === 'AANVULLING_NODIG',
    rule('REQUEST_ITEMS_ONLY_WITH_AANVULLING', 'gevraagd hoort alleen bij status AANVULLING_NODIG', {
      path: ['gevraagd'],
    }),
  );

export const ZUpdateAdviseurAanvraagOutput = ZAanvraagVolledig;
export type TUpdateAdviseurAanvraagInput = z.infer<typeof ZUpdateAdviseurAanvraagInput>;
