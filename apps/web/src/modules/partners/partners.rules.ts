// Pure helpers for the partner forms (client-safe).

/** "25", "12,5", "12.75 %" → a share in percent; null when not 0 < p ≤ 100 with at most 2 decimals. */
export function parseShare(input: string): number | null {
  const s = input.replace(/%/g, '').replace(/\s/g, '').replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(s)) return null;
  const n = Number(s);
  return n > 0 && n <= 100 ? n : null;
}

/** The sum of shares, rounded to cents (no binary noise: 33.33 + 66.67 = 100). */
export function totalShare(shares: readonly number[]): number {
  return Math.round(shares.reduce((s, p) => s + Math.round(p * 100), 0)) / 100;
}

/** Search hits grouped by KvK number: one row per company, the first name that matched, its types. */
export function groupHits<T extends { kvkNummer: string; naam: string; type: string }>(hits: readonly T[]): (T & { types: string[] })[] {
  const out = new Map<string, T & { types: string[] }>();
  for (const h of hits) {
    const seen = out.get(h.kvkNummer);
    if (seen) {
      if (!seen.types.includes(h.type)) seen.types.push(h.type);
    } else out.set(h.kvkNummer, { ...h, types: [h.type] });
  }
  return [...out.values()];
}
