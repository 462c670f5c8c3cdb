// integraties.beheer.createClient → POST /beheer/clients (ADVISEUR with beheer)
import type { ApiMeta } from '../../../trpc/meta.ts';
import { ZNieuwClientInput, ZNieuwSecret } from './beheer.schema.ts';

export const createClientMeta = {
  openapi: {
    method: 'POST',
    path: '/beheer/clients',
    tags: ['integraties'],
    summary: 'Een API-client aanmaken (adviseurs met beheerrecht)',
    description:
      'De organisatie wordt aangemaakt als zij nog niet bestaat (een bestaande moet dezelfde soort hebben, anders 409). Het antwoord bevat client_id en client_secret; het secret wordt één keer getoond en alleen als hash bewaard (daarom 200 en geen herhaalbaar antwoord met een Idempotency-Key).',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Alleen adviseurs met beheerrecht',
      409: 'Organisatie met een andere soort',
    },
  },
} satisfies ApiMeta;

export const ZCreateClientInput = ZNieuwClientInput;
export const ZCreateClientOutput = ZNieuwSecret;
