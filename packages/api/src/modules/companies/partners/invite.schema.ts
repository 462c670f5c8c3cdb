// companies.partners.invite → POST /companies/{companyId}/partners/invite
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZEmail, ZId } from '../../../shared/schema-primitives.schema.ts';
import { ZAandeelPercentage, ZPendingPartner } from './partner.schema.ts';

export const invitePartnerMeta = {
  openapi: {
    method: 'POST',
    path: '/companies/{companyId}/partners/invite',
    tags: ['partners'],
    summary: 'Partner uitnodigen met een aandeel',
    description:
      'Alleen de eigenaar. Het antwoord is gelijk voor bekende en onbekende adressen (of het adres een account heeft, blijft verborgen): een bestaande gebruiker krijgt een melding, een onbekend adres een e-mail met een link om te registreren die daarna naar de uitnodiging leidt. ' +
      'Uitnodigingen (ook opnieuw na intrekken) zijn beperkt per afzender (20 per uur) en per ontvanger (3 per dag, van wie ook): daarboven 429. ' +
      'De uitnodiging verloopt na 14 dagen. Bij acceptatie gaat het aandeel af van het aandeel van de uitnodiger (409 als hij dat niet meer heeft).',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Alleen de eigenaar',
      404: 'Onbekend of niet van u',
      409: 'Al partner, al uitgenodigd of aandeel te klein',
      429: 'Te veel uitnodigingen',
    },
  },
  successStatus: 201,
} satisfies ApiMeta;

export const ZInvitePartnerInput = z.object({ companyId: ZId, email: ZEmail, aandeelPercentage: ZAandeelPercentage });
export const ZInvitePartnerOutput = ZPendingPartner;
export type TInvitePartnerInput = z.infer<typeof ZInvitePartnerInput>;
