// KvK JSON (Basisprofiel v1, Zoeken v2) → our records. Pure: no I/O, no clock. See KVK.md §2.
// The input schemas are lenient (unknown fields are dropped, most fields optional); the outputs
// are checked against the FIXED ZKvkDetail and ZKvkSearchResult.
import { z } from 'zod';
import { type TKvkAdres, type TKvkDetail, ZKvkDetail } from './lookup.schema.ts';
import { type TKvkSearchResult, ZKvkSearchResult } from './search.schema.ts';

// ---------- KvK input shapes ----------

const ZNumberish = z.union([z.number(), z.string()]);
const ZJaNee = z.union([z.string(), z.boolean()]);

/** HAL links: `links: [{rel, href}]` (Basisprofiel) or `_links: {rel: {href}}` (Zoeken v2). */
const ZLinkArray = z.array(z.object({ rel: z.string(), href: z.string() }));
const ZLinkObject = z.record(z.string(), z.object({ href: z.string() }));
const halLinks = {
  links: z.union([ZLinkArray, ZLinkObject]).optional().catch(undefined),
  _links: z.union([ZLinkObject, ZLinkArray]).optional().catch(undefined),
};

export const ZKvkAdresIn = z.object({
  type: z.string().nullish(),
  indAfgeschermd: ZJaNee.nullish(),
  volledigAdres: z.string().nullish(),
  straatnaam: z.string().nullish(),
  aanduidingBijHuisnummer: z.string().nullish(),
  huisnummer: ZNumberish.nullish(),
  huisletter: z.string().nullish(),
  huisnummerToevoeging: z.string().nullish(),
  toevoegingAdres: z.string().nullish(),
  postcode: z.string().nullish(),
  postbusnummer: ZNumberish.nullish(),
  plaats: z.string().nullish(),
  straatHuisnummer: z.string().nullish(),
  postcodeWoonplaats: z.string().nullish(),
  regio: z.string().nullish(),
  land: z.string().nullish(),
});
export type KvkAdresIn = z.infer<typeof ZKvkAdresIn>;

export const ZKvkSbiIn = z.object({
  sbiCode: z.string(),
  sbiOmschrijving: z.string().nullish(),
  indHoofdactiviteit: ZJaNee.nullish(),
});
type KvkSbiIn = z.infer<typeof ZKvkSbiIn>;

export const ZBasisprofiel = z.object({
  kvkNummer: z.string(),
  naam: z.string().nullish(),
  statutaireNaam: z.string().nullish(),
  formeleRegistratiedatum: z.string().nullish(),
  handelsnamen: z.array(z.object({ naam: z.string(), volgorde: z.number().nullish() })).nullish(),
  sbiActiviteiten: z.array(ZKvkSbiIn).nullish(),
  ...halLinks,
  _embedded: z
    .object({
      hoofdvestiging: z
        .object({ eersteHandelsnaam: z.string().nullish(), adressen: z.array(ZKvkAdresIn).nullish(), ...halLinks })
        .nullish(),
      eigenaar: z
        .object({
          rechtsvorm: z.string().nullish(),
          uitgebreideRechtsvorm: z.string().nullish(),
          adressen: z.array(ZKvkAdresIn).nullish(),
          ...halLinks,
        })
        .nullish(),
    })
    .nullish(),
});

const ZZoekenBinnenlands = z.object({
  type: z.string().nullish(),
  straatnaam: z.string().nullish(),
  plaats: z.string().nullish(),
});
const ZZoekenBuitenlands = z.object({
  type: z.string().nullish(),
  straatHuisnummer: z.string().nullish(),
  postcodeWoonplaats: z.string().nullish(),
  land: z.string().nullish(),
});
const ZZoekenResponse = z.object({
  pagina: z.number().int().nullish(),
  resultatenPerPagina: z.number().int().nullish(),
  totaal: z.number().int().nullish(),
  resultaten: z
    .array(
      z.object({
        kvkNummer: z.string(),
        naam: z.string().nullish(),
        type: z.string().nullish(),
        adres: z
          .object({ binnenlandsAdres: ZZoekenBinnenlands.nullish(), buitenlandsAdres: ZZoekenBuitenlands.nullish() })
          .nullish(),
        ...halLinks,
      }),
    )
    .nullish(),
  ...halLinks,
});

// ---------- small pure helpers ----------

/** Trim and collapse runs of whitespace (the test API pads volledigAdres with spaces). */
export function normaliseWhitespace(s: string | null | undefined): string {
  return (s ?? '').replace(/\s+/g, ' ').trim();
}

/** KvK "Ja"/"Nee" (or a boolean) → boolean. */
export function isJa(v: string | boolean | null | undefined): boolean {
  return v === true || (typeof v === 'string' && v.trim().toLowerCase() === 'ja');
}

/** KvK's own "Ja"/"Nee" for any form of it (a boolean, other case, padding); anything else "Nee". */
function jaNee(v: string | boolean | null | undefined): 'Ja' | 'Nee' {
  return isJa(v) ? 'Ja' : 'Nee';
}

/** "YYYYMMDD" (KvK) or "YYYY-MM-DD" → "YYYY-MM-DD"; null for "00" parts, impossible dates and garbage. */
export function kvkDateToIso(raw: string | null | undefined): string | null {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec((raw ?? '').trim());
  if (!m) return null;
  const [y = '', mo = '', d = ''] = m.slice(1);
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (year === 0 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${y}-${mo}-${d}`;
}

/** Dutch postcode "1034 wl" → "1034WL"; anything else only whitespace-normalised. */
export function normalisePostcode(raw: string | null | undefined): string {
  const s = normaliseWhitespace(raw);
  const compact = s.replace(/\s/g, '').toUpperCase();
  return /^\d{4}[A-Z]{2}$/.test(compact) ? compact : s;
}

export function isShielded(a: KvkAdresIn): boolean {
  return isJa(a.indAfgeschermd);
}

function text(v: string | number | null | undefined): string {
  return normaliseWhitespace(v === null || v === undefined ? '' : String(v));
}

/** Street line: "Postbus N", else straatnaam + huisnummer + huisletter + toevoeging, else a foreign street line. */
function toStraat(a: KvkAdresIn): string {
  if (isShielded(a)) return '';
  const postbus = text(a.postbusnummer);
  if (postbus) return `Postbus ${postbus}`;
  const parts = [a.straatnaam, a.aanduidingBijHuisnummer, a.huisnummer, a.huisletter, a.huisnummerToevoeging].map(text);
  const straat = parts.filter(Boolean).join(' ');
  return straat || text(a.straatHuisnummer);
}

function toPlaats(a: KvkAdresIn): string {
  const plaats = text(a.plaats);
  if (plaats) return plaats;
  const foreign = text(a.postcodeWoonplaats);
  const land = text(a.land);
  return [foreign, land.toLowerCase() === 'nederland' ? '' : land].filter(Boolean).join(', ');
}

/** One KvK address → ours. A shielded address keeps only its plaats (if KvK gave one). */
export function toAdres(a: KvkAdresIn): TKvkAdres {
  return {
    straat: toStraat(a),
    plaats: toPlaats(a),
    postcode: isShielded(a) ? '' : normalisePostcode(a.postcode),
  };
}

const EMPTY_ADRES: TKvkAdres = { straat: '', plaats: '', postcode: '' };

function isEmpty(a: TKvkAdres): boolean {
  return !a.straat && !a.plaats && !a.postcode;
}

/** All addresses that carry anything (a fully withheld shielded address is left out). */
export function toAdressen(list: readonly KvkAdresIn[] | null | undefined): TKvkAdres[] {
  return (list ?? []).map(toAdres).filter((a) => !isEmpty(a));
}

/** The KvK address to show: first non-shielded bezoekadres, else first non-shielded, else first with content. */
export function pickAdresIn(list: readonly KvkAdresIn[] | null | undefined): KvkAdresIn | undefined {
  const usable = (list ?? []).filter((a) => !isEmpty(toAdres(a)));
  const open = usable.filter((a) => !isShielded(a));
  return open.find((a) => text(a.type).toLowerCase() === 'bezoekadres') ?? open[0] ?? usable[0];
}

/** pickAdresIn mapped to ours; empty strings when there is no address at all. */
export function pickAdres(list: readonly KvkAdresIn[] | null | undefined): TKvkAdres {
  const chosen = pickAdresIn(list);
  return chosen ? toAdres(chosen) : { ...EMPTY_ADRES };
}

export function toSbiActiviteiten(list: readonly KvkSbiIn[] | null | undefined): TKvkDetail['sbiActiviteiten'] {
  return (list ?? []).map((s) => ({
    sbiCode: s.sbiCode.trim(),
    sbiOmschrijving: normaliseWhitespace(s.sbiOmschrijving),
    indHoofdactiviteit: jaNee(s.indHoofdactiviteit),
  }));
}

/**
 * SBI activities as stored with a company (Company.sbiActiviteiten JSON): KvK's "Ja"/"Nee", also
 * for a row written before the record was typed as specified (a boolean then).
 */
export function storedSbiActiviteiten(json: unknown): TKvkDetail['sbiActiviteiten'] {
  const parsed = z.array(ZKvkSbiIn).catch([]).parse(json);
  return parsed.map((s) => ({
    sbiCode: s.sbiCode,
    sbiOmschrijving: s.sbiOmschrijving ?? '',
    indHoofdactiviteit: jaNee(s.indHoofdactiviteit),
  }));
}

/** First non-empty, whitespace-normalised value. */
export function firstText(...values: (string | null | undefined)[]): string {
  for (const v of values) {
    const s = normaliseWhitespace(v);
    if (s) return s;
  }
  return '';
}

/** The href of a HAL link in either style (`links` array or `_links` object). */
export function linkHref(
  links: z.infer<typeof ZLinkArray> | z.infer<typeof ZLinkObject> | null | undefined,
  rel: string,
): string | undefined {
  if (!links) return undefined;
  if (Array.isArray(links)) return links.find((l) => l.rel === rel)?.href;
  return links[rel]?.href;
}

// ---------- records ----------

/** Basisprofiel v1 JSON → the FIXED registry detail record (KVK.md §2.6). Throws ZodError on unusable input. */
export function mapBasisprofiel(json: unknown): TKvkDetail {
  const p = ZBasisprofiel.parse(json);
  const hoofdvestiging = p._embedded?.hoofdvestiging;
  const eigenaar = p._embedded?.eigenaar;
  const adressen = hoofdvestiging?.adressen ?? eigenaar?.adressen ?? [];
  return ZKvkDetail.parse({
    kvkNummer: p.kvkNummer.trim(),
    juridischeNaam: firstText(p.statutaireNaam, p.naam, p.handelsnamen?.[0]?.naam, hoofdvestiging?.eersteHandelsnaam),
    rechtsvorm: firstText(eigenaar?.rechtsvorm, eigenaar?.uitgebreideRechtsvorm),
    formeleRegistratiedatum: kvkDateToIso(p.formeleRegistratiedatum) ?? '',
    adres: pickAdres(adressen),
    adressen: toAdressen(adressen),
    sbiActiviteiten: toSbiActiviteiten(p.sbiActiviteiten),
  });
}

export function emptySearchPage(pagina: number, resultatenPerPagina: number): TKvkSearchResult {
  return { pagina, resultatenPerPagina, totaal: 0, resultaten: [] };
}

/** Zoeken v2 JSON → our search page (links dropped). Throws ZodError on unusable input. */
export function mapZoekenResponse(
  json: unknown,
  asked: { pagina: number; resultatenPerPagina: number },
): TKvkSearchResult {
  const r = ZZoekenResponse.parse(json);
  return ZKvkSearchResult.parse({
    pagina: r.pagina ?? asked.pagina,
    resultatenPerPagina: r.resultatenPerPagina ?? asked.resultatenPerPagina,
    totaal: r.totaal ?? r.resultaten?.length ?? 0,
    resultaten: (r.resultaten ?? []).map((hit) => {
      const nl = hit.adres?.binnenlandsAdres;
      const foreign = hit.adres?.buitenlandsAdres;
      return {
        kvkNummer: hit.kvkNummer.trim(),
        naam: normaliseWhitespace(hit.naam),
        type: normaliseWhitespace(hit.type),
        adres: {
          binnenlandsAdres: {
            straatnaam: firstText(nl?.straatnaam, foreign?.straatHuisnummer),
            plaats: firstText(nl?.plaats, foreign?.postcodeWoonplaats),
          },
        },
      };
    }),
  });
}
