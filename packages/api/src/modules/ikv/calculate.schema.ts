// ikv.calculate → POST /aanvragen/{id}/ikv
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZAanvraagIdInput } from '../aanvragen/aanvraag.schema.ts';
import { ZIkvBerekening } from '../ikv-berekening/ikv-resultaat.schema.ts';

export const calculateIkvMeta = {
  openapi: {
    method: 'POST',
    path: '/aanvragen/{id}/ikv',
    tags: ['ikv'],
    summary: 'Het IKV berekenen (opnieuw) uit de boekjaren en de rechtsvorm van het bedrijf',
    description:
      'Rekenregels IKV-NHG-2026.1 (liquiditeit op de opgegeven kortlopende schulden; zonder dat cijfer is een benaderde liquiditeit onder 1,00 een waarschuwing, geen afwijzing). Het resultaat wordt bij de aanvraag bewaard met de regelsversie en de invoer; opnieuw berekenen maakt een nieuwe versie, een eerdere versie verandert nooit. Een BV of NV volgt de DGA-route. 422 met uitleg als de boekjaren niet bruikbaar zijn (bijv. TE_WEINIG_JAREN); 409 als de aanvraag is afgesloten.',
    protect: true,
    errorResponses: {
      401: 'Niet ingelogd',
      404: 'Onbekend of niet van u',
      409: 'Aanvraag afgesloten',
      422: 'Boekjaren niet bruikbaar',
    },
  },
} satisfies ApiMeta;

export const ZCalculateIkvInput = ZAanvraagIdInput;
export const ZCalculateIkvOutput = ZIkvBerekening;
