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
  NOT_FOUND: { status: 404, trpcCode: 'NOT_FOUND', title: 'Niet gevonden' },
  COMPANY_NOT_FOUND: { status: 404, trpcCode: 'NOT_FOUND', title: 'Bedrijf niet gevonden' },
  KVK_NOT_FOUND: { status: 404, trpcCode: 'NOT_FOUND', title: 'KvK-nummer niet gevonden' },
  METHOD_NOT_ALLOWED: { status: 405, trpcCode: 'METHOD_NOT_SUPPORTED', title: 'Methode niet toegestaan' },
  EMAIL_TAKEN: { status: 409, trpcCode: 'CONFLICT', title: 'E-mailadres is al geregistreerd' },
  COMPANY_ALREADY_LINKED: { status: 409, trpcCode: 'CONFLICT', title: 'Bedrijf is al gekoppeld' },
  COMPANY_REGISTERED_BY_OTHER: { status: 409, trpcCode: 'CONFLICT', title: 'Bedrijf is al door een ander aangemeld' },
  CONFLICT: { status: 409, trpcCode: 'CONFLICT', title: 'Conflict' },
  ILLEGAL_TRANSITION: { status: 409, trpcCode: 'CONFLICT', title: 'Ongeldige statusovergang' },
  SHARES_EXCEED_100: { status: 409, trpcCode: 'CONFLICT', title: 'Aandelen boven 100 %' },
  OVERLAP: { status: 409, trpcCode: 'CONFLICT', title: 'Overlap' },
  UNPROCESSABLE: { status: 422, trpcCode: 'UNPROCESSABLE_CONTENT', title: 'Niet verwerkbaar' },
  PAYLOAD_TOO_LARGE: { status: 413, trpcCode: 'PAYLOAD_TOO_LARGE', title: 'Verzoek te groot' },
  RATE_LIMITED: { status: 429, trpcCode: 'TOO_MANY_REQUESTS', title: 'Te veel verzoeken' },
  REGISTRY_UNAVAILABLE: { status: 503, trpcCode: 'SERVICE_UNAVAILABLE', title: 'KvK-register tijdelijk niet bereikbaar' },
  REGISTRY_ERROR: { status: 502, trpcCode: 'BAD_GATEWAY', title: 'Fout van het KvK-register' },
  AVAILABILITY_NOT_FOUND: { status: 404, trpcCode: 'NOT_FOUND', title: 'Beschikbaarheid niet gevonden' },
  APPOINTMENT_NOT_FOUND: { status: 404, trpcCode: 'NOT_FOUND', title: 'Afspraak niet gevonden' },
  AVAILABILITY_OVERLAP: { status: 409, trpcCode: 'CONFLICT', title: 'Overlapt met bestaande beschikbaarheid' },
  AVAILABILITY_HAS_APPOINTMENTS: { status: 409, trpcCode: 'CONFLICT', title: 'Er staan afspraken in dit blok' },
  APPOINTMENT_OVERLAP: { status: 409, trpcCode: 'CONFLICT', title: 'Overlapt met een andere afspraak' },
  SLOT_NOT_FREE: { status: 409, trpcCode: 'CONFLICT', title: 'Dit tijdstip is niet vrij' },
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
