// Pure rules: the figures of an SBR/XBRL instance document (the format of annual accounts filed with
// the KvK; API.md, Intake), read from the Dutch taxonomy's balance concepts per context. The XML is
// read by a small scanner of its own that never resolves anything: a DOCTYPE or an entity declaration
// is refused outright (no external entities, no DTD loading, no entity expansion), and size, depth and
// element count are bounded. Concept names: the Dutch taxonomy (NT, jenv-bw2-data dictionary).
import type { GelezenBoekjaar, IntakeVeld, LeesResultaat, Melding } from './intake.types.ts';
import { INTAKE_VELDEN } from './intake.types.ts';

export class XbrlRefused extends Error {}

const MAX_CHARS = 12 * 1024 * 1024;
const MAX_DEPTH = 64;
const MAX_ELEMENTS = 500_000;
const XBRLI = 'http://www.xbrl.org/2003/instance';

/** Concept local names of the Dutch taxonomy per field (balance concepts, instant contexts). */
const CONCEPTS: Record<string, IntakeVeld> = {
  AssetsCurrent: 'vlottendeActiva',
  IntangibleAssets: 'immaterieleActiva',
  Equity: 'eigenVermogen',
  Assets: 'balanstotaal',
  LiabilitiesCurrent: 'kortlopendeSchulden',
};

interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
  ns: Record<string, string>;
}

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);|&/gi, (m, e: string | undefined) => {
    if (!e) throw new XbrlRefused('bare ampersand');
    if (e[0] === '#') {
      const cp = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      if (!Number.isFinite(cp) || cp > 0x10ffff) throw new XbrlRefused('bad character reference');
      return String.fromCodePoint(cp);
    }
    return ({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" } as Record<string, string>)[e.toLowerCase()] ?? m;
  });
}

/** Whether the bytes look like an XBRL instance (judged by content, not by name). */
export function looksLikeXbrl(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
  if (!/^\s*<(?:\?xml|!--|[A-Za-z_])/.test(head)) return false;
  return /<(?:[A-Za-z_][\w.-]*:)?xbrl[\s>]/.test(head) && head.includes(XBRLI);
}

/** A minimal, non-resolving XML parser for XBRL instances. */
export function parseXml(text: string): XmlElement {
  if (text.length > MAX_CHARS) throw new XbrlRefused('too large');
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new XbrlRefused('DTD or entity declaration');
  const root: XmlElement = { name: '#root', attrs: {}, children: [], text: '', ns: {} };
  const stack: XmlElement[] = [root];
  let count = 0;
  const re =
    /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<\/([^\s>]+)\s*>|<([^\s/>!?]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|([^<]+)|(<)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const top = stack[stack.length - 1]!;
    if (m[0].startsWith('<!--') || m[0].startsWith('<?')) continue;
    if (m[1] !== undefined) top.text += m[1];
    else if (m[2] !== undefined) {
      if (top.name !== m[2] || stack.length === 1) throw new XbrlRefused('mismatched tag');
      stack.pop();
    } else if (m[3] !== undefined) {
      if (++count > MAX_ELEMENTS) throw new XbrlRefused('too many elements');
      const attrs: Record<string, string> = {};
      for (const a of (m[4] ?? '').matchAll(/([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
        attrs[a[1]!] = decodeEntities(a[2] ?? a[3] ?? '');
      const ns = { ...top.ns };
      for (const [k, v] of Object.entries(attrs)) {
        if (k === 'xmlns') ns[''] = v;
        else if (k.startsWith('xmlns:')) ns[k.slice(6)] = v;
      }
      const el: XmlElement = { name: m[3], attrs, children: [], text: '', ns };
      top.children.push(el);
      if (!m[5]) {
        stack.push(el);
        if (stack.length > MAX_DEPTH) throw new XbrlRefused('too deep');
      }
    } else if (m[6] !== undefined) {
      top.text += decodeEntities(m[6]);
    } else {
      throw new XbrlRefused('malformed markup');
    }
  }
  if (stack.length !== 1) throw new XbrlRefused('unclosed element');
  return root;
}

function qname(el: XmlElement): { ns: string | undefined; local: string; prefix: string } {
  const i = el.name.indexOf(':');
  const prefix = i < 0 ? '' : el.name.slice(0, i);
  return { ns: el.ns[prefix], local: i < 0 ? el.name : el.name.slice(i + 1), prefix };
}

function find(el: XmlElement, local: string, ns = XBRLI): XmlElement | undefined {
  for (const c of el.children) {
    const q = qname(c);
    if (q.local === local && q.ns === ns) return c;
    const deeper = find(c, local, ns);
    if (deeper) return deeper;
  }
  return undefined;
}

const TEGENSTRIJDIG = (veld: string, jaar: number): Melding => ({
  code: 'TEGENSTRIJDIGE_BEDRAGEN',
  nl: `Het XBRL-bestand noemt verschillende bedragen voor ${veld} in ${jaar}; het veld is leeg gelaten.`,
  en: `The XBRL file states different amounts for ${veld} in ${jaar}; the field was left empty.`,
});

/** Reads the figures of an XBRL instance. Throws XbrlRefused for anything unsafe or malformed. */
export function readXbrl(bytes: Uint8Array): LeesResultaat {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new XbrlRefused('not UTF-8');
  }
  const doc = parseXml(text);
  const xbrl = doc.children.find((c) => qname(c).local === 'xbrl' && qname(c).ns === XBRLI);
  if (!xbrl) throw new XbrlRefused('no xbrl root');

  // contexts without dimensions, by id: the year its instant (balance date) falls in
  const contexts = new Map<string, { jaar: number; datum: string }>();
  for (const c of xbrl.children) {
    const q = qname(c);
    if (q.local !== 'context' || q.ns !== XBRLI) continue;
    if (find(c, 'segment') || find(c, 'scenario')) continue;
    const instant = find(c, 'instant')?.text.trim();
    const m = instant ? /^(\d{4})-(\d{2})-(\d{2})/.exec(instant) : null;
    if (m && c.attrs.id) contexts.set(c.attrs.id, { jaar: Number(m[1]), datum: `${m[1]}-${m[2]}-${m[3]}` });
  }
  const euroUnits = new Set<string>();
  for (const u of xbrl.children) {
    if (qname(u).local !== 'unit' || qname(u).ns !== XBRLI || !u.attrs.id) continue;
    const measures = u.children.filter((c) => qname(c).local === 'measure');
    if (measures.length === 1 && /^(?:[\w-]+:)?EUR$/.test(measures[0]!.text.trim())) euroUnits.add(u.attrs.id);
  }

  const found = new Map<string, { veld: IntakeVeld; jaar: number; cents: number; tekst: string }[]>();
  for (const f of xbrl.children) {
    const q = qname(f);
    const veld = CONCEPTS[q.local];
    if (!veld || !q.ns || !/nltaxonomie\.nl\/.*(?:jenv|bw2)/.test(q.ns)) continue;
    const ctx = contexts.get(f.attrs.contextRef ?? '');
    if (!ctx || !euroUnits.has(f.attrs.unitRef ?? '') || f.attrs['xsi:nil'] === 'true') continue;
    const v = /^\s*(-)?(\d{1,13})(?:\.(\d+))?\s*$/.exec(f.text);
    if (!v || (v[3] && /[1-9]/.test(v[3].slice(2)))) continue;
    const cents = (Number(v[2]) * 100 + Number((v[3] ?? '').slice(0, 2).padEnd(2, '0'))) * (v[1] ? -1 : 1);
    const key = `${veld}|${ctx.jaar}`;
    found.set(key, [
      ...(found.get(key) ?? []),
      { veld, jaar: ctx.jaar, cents, tekst: `${f.name} (context ${f.attrs.contextRef}: ${ctx.datum})` },
    ]);
  }

  const meldingen: Melding[] = [];
  const byYear = new Map<number, GelezenBoekjaar>();
  for (const list of found.values()) {
    const first = list[0]!;
    if (new Set(list.map((x) => x.cents)).size > 1) {
      meldingen.push(TEGENSTRIJDIG(first.veld, first.jaar));
      continue;
    }
    const y = byYear.get(first.jaar) ?? { jaar: first.jaar, velden: {} };
    y.velden[first.veld] = { waarde: first.cents / 100, tekst: first.tekst };
    byYear.set(first.jaar, y);
  }
  const boekjaren = [...byYear.values()]
    .sort((a, b) => b.jaar - a.jaar)
    .map((y) => ({
      jaar: y.jaar,
      velden: Object.fromEntries(INTAKE_VELDEN.filter((v) => y.velden[v]).map((v) => [v, y.velden[v]!])),
    }));
  if (boekjaren.length === 0) {
    meldingen.push({
      code: 'NIET_HERKEND',
      nl: 'In dit XBRL-bestand staan geen balanscijfers die de service kent.',
      en: 'This XBRL file holds no balance figures the service knows.',
    });
    return { status: 'NIET_HERKEND', bron: 'XBRL', boekjaren: [], meldingen };
  }
  return { status: 'GELEZEN', bron: 'XBRL', boekjaren, meldingen };
}
