// User-written text in a mail (Trust IV): a company-name override goes into an invitation's subject
// and body, to addresses that are not the writer's own. There it is plain (one line, no control
// characters), bounded, and never a link: a name that reads as an address or a link (a scheme,
// `www.`, an e-mail address or a domain name such as `betaal-hier.nl`) is replaced by the name the
// KvK registry gives, which no user wrote. Pure.

/** Longest user-written name a mail carries (the registry's names fit easily). */
export const MAIL_NAME_MAX = 80;

const LINK_LIKE = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.|@|[a-z0-9-]\.(?:[a-z]{2,}|xn--[a-z0-9-]+)(?:[^a-z0-9-]|$)|\/\/)/i;

/** One plain line: control and invisible characters out, whitespace collapsed, cut at `max` characters. */
export function plainMailLine(text: string, max = MAIL_NAME_MAX): string {
  const line = text
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...line];
  return chars.length <= max
    ? line
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** Whether a mail client would likely show the text as (or with) a link. */
export function looksLikeLink(text: string): boolean {
  return LINK_LIKE.test(text);
}

/** The company's name as a mail to someone else carries it: the user's override when plain, else the registry's. */
export function companyNameForMail(company: { naam: string; naamOverride?: string | null }): string {
  const override = company.naamOverride ? plainMailLine(company.naamOverride) : '';
  if (override && !looksLikeLink(override)) return override;
  return plainMailLine(company.naam);
}
