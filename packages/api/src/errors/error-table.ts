// The one place where an error code meets an HTTP status and a tRPC code.
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';

export interface ErrorRow {
  status: number;
  trpcCode: TRPC_ERROR_CODE_KEY;
  title: string;
}

export const errorTable = {
  VALIDATION_FAILED: { status: 400, trpcCode: 'BAD_REQUEST', title: 'Ongeldige invoer' },
  MALFORMED_REQUEST: { status: 400, trpcCode: 'BAD_REQUEST', title: 'Onleesbaar verzoek' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, trpcCode: 'UNSUPPORTED_MEDIA_TYPE', title: 'Niet-ondersteund inhoudstype' },
  UNAUTHENTICATED: { status: 401, trpcCode: 'UNAUTHORIZED', title: 'Niet ingelogd' },
  INVALID_CREDENTIALS: { status: 401, trpcCode: 'UNAUTHORIZED', title: 'Onjuiste inloggegevens' },
  FORBIDDEN: { status: 403, trpcCode: 'FORBIDDEN', title: 'Geen toegang' },
  SCOPE_MISSING: { status: 403, trpcCode: 'FORBIDDEN', title: 'Scope ontbreekt' },
  CSRF_REJECTED: { status: 403, trpcCode: 'FORBIDDEN', title: 'Verzoek van een andere website geweigerd' },
  NOT_FOUND: { status: 404, trpcCode: 'NOT_FOUND', title: 'Niet gevonden' },
  COMPANY_NOT_FOUND: { status: 404, trpcCode: 'NOT_FOUND', title: 'Bedrijf niet gevonden' },
  KVK_NOT_FOUND: { status: 404, trpcCode: 'NOT_FOUND', title: 'KvK-nummer niet gevonden' },
  METHOD_NOT_ALLOWED: { status: 405, trpcCode: 'METHOD_NOT_SUPPORTED', title: 'Methode niet toegestaan' },
  EMAIL_TAKEN: { status: 409, trpcCode: 'CONFLICT', title: 'E-mailadres is al geregistreerd' },
  COMPANY_ALREADY_LINKED: { status: 409, trpcCode: 'CONFLICT', title: 'Bedrijf is al gekoppeld' },
  CONFLICT: { status: 409, trpcCode: 'CONFLICT', title: 'Conflict' },
  ILLEGAL_TRANSITION: { status: 409, trpcCode: 'CONFLICT', title: 'Ongeldige statusovergang' },
  SHARES_EXCEED_100: { status: 409, trpcCode: 'CONFLICT', title: 'Aandelen boven 100 %' },
  OVERLAP: { status: 409, trpcCode: 'CONFLICT', title: 'Overlap' },
  UNPROCESSABLE: { status: 422, trpcCode: 'UNPROCESSABLE_CONTENT', title: 'Niet verwerkbaar' },
  PAYLOAD_TOO_LARGE: { status: 413, trpcCode: 'PAYLOAD_TOO_LARGE', title: 'Verzoek te groot' },
  HEADERS_TOO_LARGE: { status: 431, trpcCode: 'BAD_REQUEST', title: 'Adres of headers te groot' },
  LENGTH_REQUIRED: { status: 411, trpcCode: 'BAD_REQUEST', title: 'Lengte van het verzoek ontbreekt' },
  IDEMPOTENCY_KEY_INVALID: { status: 400, trpcCode: 'BAD_REQUEST', title: 'Ongeldige Idempotency-Key' },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    trpcCode: 'UNPROCESSABLE_CONTENT',
    title: 'Idempotency-Key al gebruikt voor een ander verzoek',
  },
  IDEMPOTENCY_KEY_IN_USE: { status: 409, trpcCode: 'CONFLICT', title: 'Verzoek met deze Idempotency-Key is nog bezig' },
  RATE_LIMITED: { status: 429, trpcCode: 'TOO_MANY_REQUESTS', title: 'Te veel verzoeken' },
  REGISTRY_UNAVAILABLE: {
    status: 503,
    trpcCode: 'SERVICE_UNAVAILABLE',
    title: 'KvK-register tijdelijk niet bereikbaar',
  },
  DATABASE_UNAVAILABLE: { status: 503, trpcCode: 'SERVICE_UNAVAILABLE', title: 'Database tijdelijk niet bereikbaar' },
  REGISTRY_ERROR: { status: 502, trpcCode: 'BAD_GATEWAY', title: 'Fout van het KvK-register' },
  TIMESTAMP_UNAVAILABLE: {
    status: 503,
    trpcCode: 'SERVICE_UNAVAILABLE',
    title: 'Tijdstempeldienst tijdelijk niet bereikbaar',
  },
  SEAL_UNAVAILABLE: { status: 503, trpcCode: 'SERVICE_UNAVAILABLE', title: 'Zegeldienst tijdelijk niet bereikbaar' },
  EMAIL_NOT_VERIFIED: { status: 403, trpcCode: 'FORBIDDEN', title: 'E-mailadres niet bevestigd' },
  INVALID_CODE: { status: 400, trpcCode: 'BAD_REQUEST', title: 'Ongeldige of verlopen code' },
  TWO_FACTOR_CODE_INVALID: { status: 401, trpcCode: 'UNAUTHORIZED', title: 'Onjuiste code' },
  INVALID_TOKEN: { status: 401, trpcCode: 'UNAUTHORIZED', title: 'Ongeldig of verlopen token' },
  TWO_FACTOR_ALREADY_ENABLED: { status: 409, trpcCode: 'CONFLICT', title: 'Tweestapsverificatie staat al aan' },
  TWO_FACTOR_NOT_ENABLED: { status: 409, trpcCode: 'CONFLICT', title: 'Tweestapsverificatie staat niet aan' },
  TWO_FACTOR_NOT_SET_UP: { status: 409, trpcCode: 'CONFLICT', title: 'Tweestapsverificatie is niet ingesteld' },
  EMAIL_ALREADY_VERIFIED: { status: 409, trpcCode: 'CONFLICT', title: 'E-mailadres is al bevestigd' },
  COMPANY_HAS_OPEN_AANVRAAG: { status: 409, trpcCode: 'CONFLICT', title: 'Bedrijf heeft een openstaande aanvraag' },
  COMPANY_HAS_AANVRAGEN: {
    status: 409,
    trpcCode: 'CONFLICT',
    title: 'Bedrijf heeft aanvragen die bewaard moeten blijven',
  },
  PARTNER_NOT_FOUND: { status: 404, trpcCode: 'NOT_FOUND', title: 'Partner niet gevonden' },
  INVITATION_NOT_FOUND: { status: 404, trpcCode: 'NOT_FOUND', title: 'Uitnodiging niet gevonden' },
  INVITATION_EXPIRED: { status: 409, trpcCode: 'CONFLICT', title: 'Uitnodiging verlopen' },
  INVITATION_NOT_OPEN: { status: 409, trpcCode: 'CONFLICT', title: 'Uitnodiging staat niet meer open' },
  INVITATION_EXISTS: { status: 409, trpcCode: 'CONFLICT', title: 'Er staat al een uitnodiging open' },
  ALREADY_MEMBER: { status: 409, trpcCode: 'CONFLICT', title: 'Al partner van dit bedrijf' },
  INVITER_SHARE_INSUFFICIENT: { status: 409, trpcCode: 'CONFLICT', title: 'Aandeel van de uitnodiger is te klein' },
  LAST_OWNER: { status: 409, trpcCode: 'CONFLICT', title: 'De laatste eigenaar kan niet weg' },
  NOTIFICATION_NOT_FOUND: { status: 404, trpcCode: 'NOT_FOUND', title: 'Melding niet gevonden' },
  NOT_AN_INVITATION: { status: 409, trpcCode: 'CONFLICT', title: 'Deze melding is geen uitnodiging' },
  // requests and IKV (issue 5)
  AANVRAAG_NOT_FOUND: { status: 404, trpcCode: 'NOT_FOUND', title: 'Aanvraag niet gevonden' },
  IKV_RESULT_NOT_FOUND: { status: 404, trpcCode: 'NOT_FOUND', title: 'Nog geen IKV-berekening' },
  AANVRAAG_ALREADY_OPEN: { status: 409, trpcCode: 'CONFLICT', title: 'Er is al een open aanvraag' },
  AANVRAAG_CLOSED: { status: 409, trpcCode: 'CONFLICT', title: 'Aanvraag is afgesloten' },
  VERKLARING_NIET_GEREED: { status: 409, trpcCode: 'CONFLICT', title: 'Verklaring nog niet gereed' },
  VERKLARING_NIET_UITGEGEVEN: { status: 409, trpcCode: 'CONFLICT', title: 'Geen geldige verklaring' },
  VERKLARING_NOT_FOUND: { status: 404, trpcCode: 'NOT_FOUND', title: 'Verklaring niet gevonden' },
  VERKLARING_VERWIJDERD: {
    status: 410,
    trpcCode: 'NOT_FOUND',
    title: 'Verklaring verwijderd na afloop van de bewaartermijn',
  },
  EXPORT_NOT_FOUND: { status: 404, trpcCode: 'NOT_FOUND', title: 'Export niet gevonden' },
  ADVISER_NOT_FOUND: { status: 404, trpcCode: 'NOT_FOUND', title: 'Adviseur niet gevonden' },
  EXPORT_NOT_READY: { status: 409, trpcCode: 'CONFLICT', title: 'Export nog niet klaar' },
  EXPORT_EXPIRED: { status: 410, trpcCode: 'NOT_FOUND', title: 'Export verlopen' },
  BOEKJAAR_NOT_FOUND: { status: 404, trpcCode: 'NOT_FOUND', title: 'Boekjaar niet gevonden' },
  GEEN_AFGESLOTEN_BOEKJAAR: { status: 422, trpcCode: 'UNPROCESSABLE_CONTENT', title: 'Geen afgesloten boekjaar' },
  TE_WEINIG_JAREN: { status: 422, trpcCode: 'UNPROCESSABLE_CONTENT', title: 'Te weinig boekjaren' },
  INCONSISTENTE_BALANS: { status: 422, trpcCode: 'UNPROCESSABLE_CONTENT', title: 'Inconsistente balans' },
  RECHTSVORM_NIET_ONDERSTEUND: { status: 422, trpcCode: 'UNPROCESSABLE_CONTENT', title: 'Rechtsvorm niet ondersteund' },
  ONGELDIG_AANDEEL: { status: 422, trpcCode: 'UNPROCESSABLE_CONTENT', title: 'Ongeldig winstaandeel' },
  AVAILABILITY_NOT_FOUND: { status: 404, trpcCode: 'NOT_FOUND', title: 'Beschikbaarheid niet gevonden' },
  APPOINTMENT_NOT_FOUND: { status: 404, trpcCode: 'NOT_FOUND', title: 'Afspraak niet gevonden' },
  AVAILABILITY_OVERLAP: { status: 409, trpcCode: 'CONFLICT', title: 'Overlapt met bestaande beschikbaarheid' },
  AVAILABILITY_HAS_APPOINTMENTS: { status: 409, trpcCode: 'CONFLICT', title: 'Er staan afspraken in dit blok' },
  APPOINTMENT_OVERLAP: { status: 409, trpcCode: 'CONFLICT', title: 'Overlapt met een andere afspraak' },
  SLOT_NOT_FREE: { status: 409, trpcCode: 'CONFLICT', title: 'Dit tijdstip is niet vrij' },
  // evidence documents (issue 17)
  DOCUMENT_NOT_FOUND: { status: 404, trpcCode: 'NOT_FOUND', title: 'Document niet gevonden' },
  DOCUMENT_TOO_LARGE: { status: 413, trpcCode: 'PAYLOAD_TOO_LARGE', title: 'Bestand te groot' },
  DOCUMENT_TYPE_NOT_ALLOWED: { status: 415, trpcCode: 'UNSUPPORTED_MEDIA_TYPE', title: 'Bestandstype niet toegestaan' },
  DOCUMENT_IN_GEBRUIK: { status: 409, trpcCode: 'CONFLICT', title: 'Document ligt onder een uitgegeven verklaring' },
  // Trust III (API.md): fixed identity data, the adviser's identity check
  PERSOONSGEGEVENS_VASTGELEGD: { status: 409, trpcCode: 'CONFLICT', title: 'Naam en geboortedatum liggen vast' },
  ONDERNEMER_NOT_FOUND: { status: 404, trpcCode: 'NOT_FOUND', title: 'Ondernemer niet gevonden' },
  // webhooks (API.md, Integrations)
  WEBHOOK_URL_NIET_TOEGESTAAN: { status: 400, trpcCode: 'BAD_REQUEST', title: 'Webhookadres niet toegestaan' },
  WEBHOOK_NOT_FOUND: { status: 404, trpcCode: 'NOT_FOUND', title: 'Webhook niet gevonden' },
  INTERNAL: { status: 500, trpcCode: 'INTERNAL_SERVER_ERROR', title: 'Interne fout' },
} as const satisfies Record<string, ErrorRow>;

export type ErrorCode = keyof typeof errorTable;

const byTrpcCode = new Map<string, ErrorCode>();
for (const [code, row] of Object.entries(errorTable) as [ErrorCode, ErrorRow][]) {
  if (!byTrpcCode.has(row.trpcCode)) byTrpcCode.set(row.trpcCode, code);
}
/** The generic error code for a tRPC code (for errors tRPC itself raised). */
export function codeForTrpcCode(trpcCode: string): ErrorCode {
  return byTrpcCode.get(trpcCode) ?? 'INTERNAL';
}
