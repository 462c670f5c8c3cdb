// A company's legal form as a reader sees it (issue 39, English): the registry's Dutch text stays the
// fact (it is what the KvK writes); an English reader gets the English name first, the registry's
// text beside it. A form the rules do not know is shown as the registry writes it. Pure.
import type { Rechtsvorm } from './ikv-model.rules.ts';
import { mapRechtsvorm } from './ikv.rules.ts';

const ENGELS: Record<Rechtsvorm, string> = {
  EENMANSZAAK: 'Sole proprietorship',
  VOF: 'General partnership',
  MAATSCHAP: 'Professional partnership',
  CV: 'Limited partnership',
  BV: 'Private limited company',
  NV: 'Public limited company',
};

/** `Eenmanszaak` → en `Sole proprietorship (Eenmanszaak)`; nl, or a form the rules do not know: as given. */
export function rechtsvormWeergave(kvkRechtsvorm: string, taal: 'nl' | 'en'): string {
  if (taal === 'nl') return kvkRechtsvorm;
  const vorm = mapRechtsvorm(kvkRechtsvorm);
  return vorm ? `${ENGELS[vorm]} (${kvkRechtsvorm})` : kvkRechtsvorm;
}
