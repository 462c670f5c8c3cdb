// companies.update → PUT /companies/{companyId}
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';
import { ZId, zLine } from '../../shared/schema-primitives.schema.ts';
import { ZBedrijf } from './company.schema.ts';

export const updateCompanyMeta = {
  openapi: {
    method: 'PUT',
    path: '/companies/{companyId}',
    tags: ['companies'],
    summary: 'Bedrijf bijwerken: lokale naam/adres of opnieuw uit het register',
    description:
      'Eén van beide: `{naam?, adres?}` overschrijft naam en/of adres lokaal (null wist de overschrijving), of `{vernieuwVanuitKvk: true}` haalt de registergegevens opnieuw op (lokale overschrijvingen blijven staan). Alleen de eigenaar.',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Alleen de eigenaar',
      404: 'Onbekend of niet van u',
      502: 'Fout van het register',
      503: 'Register niet bereikbaar',
    },
  },
} satisfies ApiMeta;

const ZAdresInput = z.object({
  straat: zLine().min(1, { error: 'straat is verplicht' }).max(200),
  plaats: zLine().min(1, { error: 'plaats is verplicht' }).max(100),
  postcode: zLine().max(20).default(''),
});

export const ZUpdateCompanyInput = z
  .object({
    companyId: ZId,
    naam: zLine().min(1, { error: 'naam mag niet leeg zijn' }).max(200).nullish(),
    adres: ZAdresInput.nullish(),
    vernieuwVanuitKvk: z.literal(true, { error: 'vernieuwVanuitKvk is true of ontbreekt' }).optional(),
  })
  .superRefine((v, ctx) => {
    const overrides = v.naam !== undefined || v.adres !== undefined;
    if (v.vernieuwVanuitKvk && overrides)
      ctx.addIssue({
        code: 'custom',
        path: ['vernieuwVanuitKvk'],
        message: 'kies óf lokale wijzigingen óf vernieuwen uit het register',
        params: { code: 'UPDATE_CHOICE' },
      });
    if (!v.vernieuwVanuitKvk && !overrides)
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: 'geef naam, adres of vernieuwVanuitKvk',
        params: { code: 'UPDATE_EMPTY' },
      });
  });
export const ZUpdateCompanyOutput = ZBedrijf;
export type TUpdateCompanyInput = z.infer<typeof ZUpdateCompanyInput>;
