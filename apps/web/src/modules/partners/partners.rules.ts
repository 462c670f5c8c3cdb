// Pure helpers for the partner forms (client-safe).

/**
 * "25", "12,5", "12.75 %" → the number the share schema (ZAandeelPercentage) then checks (more than
 * 0, at most 100, at most 2 decimals); blank → undefined (required), text that is no number → NaN.
 */
export function shareInput(input: string): number | undefined {
  const s = input.replace(/%/g, '').replace(/\s/g, '').replace(',', '.');
  if (s === '') return undefined;
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(s) ? Number(s) : Number.NaN;
}

/** The sum of shares, rounded to cents (no binary noise: 33.33 + 66.67 = 100). */
export function totalShare(shares: readonly number[]): number {
  return Math.round(shares.reduce((s, p) => s + Math.round(p * 100), 0)) / 100;
}

/** Search hits grouped by KvK number: one row per company, the first name that matched, its types. */
export function groupHits<T extends { kvkNummer: string; naam: string; type: string }>(
  hits: readonly T[],
): (T & { types: string[] })[] {
  const out = new Map<string, T & { types: string[] }>();
  for (const h of hits) {
    const seen = out.get(h.kvkNummer);
    if (seen) {
      if (!seen.types.includes(h.type)) seen.types.push(h.type);
    } else out.set(h.kvkNummer, { ...h, types: [h.type] });
  }
  return [...out.values()];
}

/**
 * The token of the invitation landing page a return path leads back to (`/uitnodiging/<token>`), so
 * the registration and login forms can prefill the invited address; null for any other path.
 */
export function invitationTokenOf(returnPath: string | null | undefined): string | null {
  if (!returnPath) return null;
  const m = /^\/uitnodiging\/([A-Za-z0-9_-]{20,200})(?:[?#].*)?$/.exec(returnPath);
  return m ? m[1]! : null;
}

/** Does the signed-in address match the invited one (addresses compare without case and outer spaces)? */
export function isInvitedAddress(invited: string, signedIn: string): boolean {
  return invited.trim().toLowerCase() === signedIn.trim().toLowerCase();
}
