// The facts of an XBRL instance or an inline XBRL (iXBRL) document, in one shape: concept, context
// (period and explicit dimensions), unit and value in cents. For inline XBRL also what a person sees
// around the number: whether the printed cell shows it as negative ("(3.810)" or "-3.810"), which the
// tag's `sign` should agree with (Inline XBRL 1.1: the printed digits never carry the sign).
import { knownFormat, decimalCents, nonFractionCents } from './ixt.rules.ts';
import {
  children,
  descendants,
  findFirst,
  qname,
  type QName,
  resolveQName,
  textContent,
  XbrlRefused,
  type XmlElement,
} from './xml.ts';

const XBRLI = 'http://www.xbrl.org/2003/instance';
const XBRLDI = 'http://xbrl.org/2006/xbrldi';
const XHTML = 'http://www.w3.org/1999/xhtml';
/** Inline XBRL 1.0 (2008) and 1.1 (2013) */
const IX = /^http:\/\/www\.xbrl\.org\/(?:2008|2013)\/inlineXBRL$/;

export interface XbrlContext {
  id: string;
  /** the year the instant or the period's end falls in */
  jaar: number;
  datum: string;
  instant: boolean;
  /** explicit dimensions: axis local name → member local name */
  dims: Record<string, string>;
  /** a typed dimension (or a segment/scenario with other content): never a plain balance figure */
  other: boolean;
}

export interface XbrlFact {
  concept: QName;
  /** as written, e.g. `jenv-bw2-i:Equity` */
  name: string;
  context: XbrlContext;
  /** ISO 4217 code of the unit's single measure, or null for another unit */
  currency: string | null;
  cents: number;
  /** inline only: the scale the number was printed in (3 = thousands) */
  scale: number;
  /** inline only: the printed cell shows the number as negative */
  shownNegative: boolean | null;
}

export interface ReadFacts {
  facts: XbrlFact[];
  /** facts left out and why, counted */
  refused: { format: number; value: number };
  inline: boolean;
}

function contextsOf(scope: XmlElement[]): Map<string, XbrlContext> {
  const out = new Map<string, XbrlContext>();
  for (const holder of scope)
    for (const c of descendants(holder)) {
      const q = qname(c);
      if (q.local !== 'context' || q.ns !== XBRLI || !c.attrs.id) continue;
      const period = findFirst(c, 'period', XBRLI);
      const instant = period && findFirst(period, 'instant', XBRLI);
      const end = period && findFirst(period, 'endDate', XBRLI);
      const when = textContent(instant ?? end ?? c).trim();
      const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(when);
      if (!m || (!instant && !end)) continue;
      const dims: Record<string, string> = {};
      let other = false;
      for (const part of ['segment', 'scenario']) {
        const box = findFirst(c, part, XBRLI);
        if (!box) continue;
        for (const d of children(box)) {
          const dq = qname(d);
          if (dq.ns === XBRLDI && dq.local === 'explicitMember' && d.attrs.dimension) {
            dims[resolveQName(d.attrs.dimension, d).local] = resolveQName(textContent(d), d).local;
          } else other = true;
        }
      }
      // an instant at the very start of a year (1 January) is the balance at the end of the year before
      const opening = Boolean(instant) && m[2] === '01' && m[3] === '01';
      out.set(c.attrs.id, {
        id: c.attrs.id,
        jaar: Number(m[1]) - (opening ? 1 : 0),
        datum: `${m[1]}-${m[2]}-${m[3]}`,
        instant: Boolean(instant),
        dims,
        other,
      });
    }
  return out;
}

function unitsOf(scope: XmlElement[]): Map<string, string | null> {
  const out = new Map<string, string | null>();
  for (const holder of scope)
    for (const u of descendants(holder)) {
      const q = qname(u);
      if (q.local !== 'unit' || q.ns !== XBRLI || !u.attrs.id) continue;
      const measures = children(u).filter((c) => qname(c).local === 'measure');
      const only = measures.length === 1 ? resolveQName(textContent(measures[0]!), measures[0]!) : null;
      out.set(
        u.attrs.id,
        only && /^http:\/\/www\.xbrl\.org\/2003\/iso4217$/.test(only.ns ?? '') && /^[A-Z]{3}$/.test(only.local)
          ? only.local
          : null,
      );
    }
  return out;
}

/** Facts of an XBRL instance document (root `xbrli:xbrl`). */
export function instanceFacts(xbrl: XmlElement): ReadFacts {
  const contexts = contextsOf([xbrl]);
  const units = unitsOf([xbrl]);
  const facts: XbrlFact[] = [];
  const refused = { format: 0, value: 0 };
  for (const f of children(xbrl)) {
    const context = contexts.get(f.attrs.contextRef ?? '');
    if (!context || f.attrs.unitRef === undefined || f.attrs['xsi:nil'] === 'true') continue;
    const cents = decimalCents(textContent(f));
    if (cents === null) {
      refused.value++;
      continue;
    }
    facts.push({
      concept: qname(f),
      name: f.name,
      context,
      currency: units.get(f.attrs.unitRef) ?? null,
      cents,
      scale: 0,
      shownNegative: null,
    });
  }
  return { facts, refused, inline: false };
}

/** The text printed around a fact inside its table cell (or block), without the fact's own digits. */
function cellAround(fact: XmlElement): { before: string; after: string } {
  let cell: XmlElement = fact;
  for (let up = fact.parent, i = 0; up && i < 6; up = up.parent, i++) {
    cell = up;
    const local = qname(up).local.toLowerCase();
    if (local === 'td' || local === 'th' || local === 'p' || local === 'li' || local === 'div') break;
  }
  let before = '';
  let after = '';
  let seen = false;
  const walk = (el: XmlElement) => {
    for (const part of el.content) {
      if (part === fact) {
        seen = true;
        continue;
      }
      if (typeof part === 'string') {
        if (seen) after += part;
        else before += part;
      } else walk(part);
    }
  };
  walk(cell);
  return { before: before.replace(/\s+/g, ' '), after: after.replace(/\s+/g, ' ') };
}

function isHidden(el: XmlElement): boolean {
  for (let up = el.parent; up; up = up.parent) {
    const q = qname(up);
    if (IX.test(q.ns ?? '') && q.local === 'hidden') return true;
  }
  return false;
}

/** Facts of an inline XBRL document: `ix:nonFraction` elements with contexts and units from `ix:resources`. */
export function inlineFacts(html: XmlElement): ReadFacts {
  const resources = [...descendants(html)].filter((e) => qname(e).local === 'resources' && IX.test(qname(e).ns ?? ''));
  if (resources.length === 0) throw new XbrlRefused('no ix:resources');
  const contexts = contextsOf(resources);
  const units = unitsOf(resources);
  const facts: XbrlFact[] = [];
  const refused = { format: 0, value: 0 };
  for (const el of descendants(html)) {
    const q = qname(el);
    if (q.local !== 'nonFraction' || !IX.test(q.ns ?? '')) continue;
    const context = contexts.get(el.attrs.contextRef ?? '');
    if (!context || !el.attrs.name || el.attrs['xsi:nil'] === 'true') continue;
    if (!knownFormat(el.attrs.format)) {
      refused.format++;
      continue;
    }
    const printed = textContent(el);
    const cents = nonFractionCents(printed, el.attrs);
    if (cents === null) {
      refused.value++;
      continue;
    }
    let shownNegative: boolean | null = null;
    if (!isHidden(el)) {
      const { before, after } = cellAround(el);
      shownNegative =
        (/\(\s*$/.test(before) && /^\s*\)/.test(after)) || /[-−–]\s*$/.test(before) || /^\s*-\/-/.test(after);
    }
    facts.push({
      concept: resolveQName(el.attrs.name, el),
      name: el.attrs.name.trim(),
      context,
      currency: units.get(el.attrs.unitRef ?? '') ?? null,
      cents,
      scale: Number(el.attrs.scale ?? 0) || 0,
      shownNegative,
    });
  }
  return { facts, refused, inline: true };
}

/** Whether a parsed document is an XHTML page with inline XBRL. */
export function isInlineRoot(root: XmlElement): XmlElement | undefined {
  const html = children(root).find((c) => qname(c).local === 'html' && qname(c).ns === XHTML);
  if (!html) return undefined;
  return Object.values(html.ns).some((uri) => IX.test(uri)) ? html : undefined;
}

export function instanceRoot(root: XmlElement): XmlElement | undefined {
  return children(root).find((c) => qname(c).local === 'xbrl' && qname(c).ns === XBRLI);
}
