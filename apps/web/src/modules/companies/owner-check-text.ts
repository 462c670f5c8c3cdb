// The owner check in the user's language (the API's toelichting is Dutch only). Pure, client-safe.
import type { RouterOutputs } from '@ikv/api';
import { fill, type Dictionary } from '~/i18n/locale.ts';

type Check = NonNullable<RouterOutputs['companies']['get']['eigenaarCheck']>;

export function ownerCheckText(t: Dictionary, check: Check | null): string {
  if (!check) return t.companyAdmin.ownerCheckNone;
  const name = check.gecontroleerdePersoon;
  // the registry's role is Dutch: shown in the reader's language where it is a known term
  const functie = (t.flowUi.registryRoles[check.functie ?? ''] ?? check.functie ?? '').toLowerCase();
  switch (check.uitkomst) {
    case 'EIGENAAR':
      return fill(t.companyAdmin.ownerCheckOk, { name, functie });
    case 'FUNCTIONARIS':
      return fill(t.companyAdmin.ownerCheckOfficer, { name, functie });
    case 'GEEN_MATCH':
      return fill(t.companyAdmin.ownerCheckNoMatch, { name });
    default:
      return t.companyAdmin.ownerCheckUnavailable;
  }
}
