// companies.role → GET /companies/{companyId}/role
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';
import { ZId, ZKvkNummer } from '../../shared/schema-primitives.schema.ts';
import { ZCompanyIdInput, ZLidmaatschapRol } from './company.schema.ts';

export const companyRoleMeta = {
  openapi: {
    method: 'GET',
    path: '/companies/{companyId}/role',
    tags: ['companies'],
    summary: 'Mijn rol bij een bedrijf',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 403: 'Alleen voor ondernemers', 404: 'Onbekend of niet van u' },
  },
} satisfies ApiMeta;

export const ZCompanyRoleInput = ZCompanyIdInput;
export const ZCompanyRoleOutput = z.object({ companyId: ZId, kvkNummer: ZKvkNummer, rol: ZLidmaatschapRol });
export type TCompanyRoleOutput = z.infer<typeof ZCompanyRoleOutput>;
