// The fields documents supply, from their definition (the financial year's fields).
import { DOCUMENT_VELDEN } from '@ikv/api/shared/financieel-boekjaar.fields';
import type { Locale } from '~/i18n/locale.ts';

export const VELDEN = DOCUMENT_VELDEN.map((v) => v.naam);
export type Veld = (typeof VELDEN)[number];
export const isVeld = (naam: string): naam is Veld => (VELDEN as readonly string[]).includes(naam);
export const fieldLabel = (veld: Veld, locale: Locale) => DOCUMENT_VELDEN.find((v) => v.naam === veld)!.label[locale];
/** The field's name in a document's reading (the viewer's link names it, not the line). */
export const leesVeld = (veld: Veld) => DOCUMENT_VELDEN.find((v) => v.naam === veld)!.document.veld;
