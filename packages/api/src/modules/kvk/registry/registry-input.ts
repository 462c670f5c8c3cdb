// Argument checks shared by both registry providers (the procedures validate first; this keeps
// a direct caller from sending KvK a request it would reject anyway).
import { invalid } from '../../../errors/domain-error.ts';
import { SEARCH_DEFAULTS } from './registry-provider.ts';

export function assertKvkNummer(kvkNummer: string): void {
  if (!/^\d{8}$/.test(kvkNummer)) invalidField('kvkNummer', 'kvkNummer bestaat uit precies 8 cijfers');
}

interface SearchArgs {
  naam: string;
  pagina: number;
  resultatenPerPagina: number;
}

/** Trims the name and fills the Zoeken defaults; VALIDATION_FAILED outside KvK's limits. */
export function searchArgs(
  naam: string,
  pagina: number = SEARCH_DEFAULTS.pagina,
  resultatenPerPagina: number = SEARCH_DEFAULTS.resultatenPerPagina,
): SearchArgs {
  const trimmed = naam.replace(/\s+/g, ' ').trim();
  if (!trimmed) invalidField('naam', 'naam is verplicht');
  if (!Number.isInteger(pagina) || pagina < 1 || pagina > SEARCH_DEFAULTS.maxPagina)
    invalidField('pagina', `pagina is een geheel getal van 1 tot en met ${SEARCH_DEFAULTS.maxPagina}`);
  if (
    !Number.isInteger(resultatenPerPagina) ||
    resultatenPerPagina < 1 ||
    resultatenPerPagina > SEARCH_DEFAULTS.maxResultatenPerPagina
  )
    invalidField(
      'resultatenPerPagina',
      `resultatenPerPagina is een geheel getal van 1 tot en met ${SEARCH_DEFAULTS.maxResultatenPerPagina}`,
    );
  return { naam: trimmed, pagina, resultatenPerPagina };
}

function invalidField(path: string, message: string): never {
  throw invalid([{ path, message }]);
}
