// A small XML scanner for XBRL instances and inline XBRL (XHTML) documents that never resolves
// anything: an entity declaration or a DOCTYPE with an internal subset is refused outright (no
// external entities, no DTD loading, no entity expansion); a plain `<!DOCTYPE html …>` line, as
// XHTML documents carry, is skipped unread. Only the five predefined entities, character references
// and a fixed table of HTML's named characters (`&nbsp;`, `&euro;`, …) are decoded. Size, depth
// and element count are bounded. Children keep their order with the text between them, because
// inline XBRL's meaning depends on what is printed around a tagged number.

export class XbrlRefused extends Error {}

const MAX_CHARS = 12 * 1024 * 1024;
const MAX_DEPTH = 256;
const MAX_ELEMENTS = 500_000;

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  /** child elements and the text between them, in document order */
  content: (XmlElement | string)[];
  /** in-scope namespace declarations: prefix ('' for the default) → URI */
  ns: Record<string, string>;
  parent: XmlElement | null;
}

/** HTML's named characters as XHTML documents use them; decoded to the character, never expanded further. */
const NAMED: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  copy: '©',
  reg: '®',
  trade: '™',
  ndash: '–',
  mdash: '—',
  minus: '−',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  bull: '•',
  middot: '·',
  sect: '§',
  para: '¶',
  deg: '°',
  times: '×',
  divide: '÷',
  shy: '\u00ad',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  zwnj: '\u200c',
  zwj: '\u200d',
  eacute: 'é',
  euml: 'ë',
  egrave: 'è',
  iuml: 'ï',
  ouml: 'ö',
  uuml: 'ü',
  auml: 'ä',
  aacute: 'á',
  oacute: 'ó',
  ccedil: 'ç',
};

function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]{1,9});|&/gi, (_m, e: string | undefined) => {
    if (!e) throw new XbrlRefused('bare ampersand');
    if (e[0] === '#') {
      const cp = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      if (!Number.isFinite(cp) || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
        throw new XbrlRefused('bad character reference');
      return String.fromCodePoint(cp);
    }
    const ch = NAMED[e] ?? NAMED[e.toLowerCase()];
    if (ch === undefined) throw new XbrlRefused('unknown entity');
    return ch;
  });
}

const TOKEN =
  /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<!DOCTYPE\s[^>[]*>|<\/([^\s>]+)\s*>|<([^\s/>!?]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|([^<]+)|(<)/giy;

/** Parses a document into its element tree; throws XbrlRefused on anything unsafe or malformed. */
export function parseXml(text: string): XmlElement {
  if (text.length > MAX_CHARS) throw new XbrlRefused('too large');
  if (/<!ENTITY|<!DOCTYPE[^>]*\[/i.test(text)) throw new XbrlRefused('DTD or entity declaration');
  const root: XmlElement = { name: '#root', attrs: {}, content: [], ns: {}, parent: null };
  const stack: XmlElement[] = [root];
  let count = 0;
  TOKEN.lastIndex = 0;
  let m: RegExpExecArray | null;
  while (TOKEN.lastIndex < text.length && (m = TOKEN.exec(text))) {
    const top = stack[stack.length - 1]!;
    const token = m[0];
    if (token.startsWith('<!--') || token.startsWith('<?') || /^<!DOCTYPE/i.test(token)) continue;
    if (m[1] !== undefined) top.content.push(m[1]);
    else if (m[2] !== undefined) {
      if (top.name !== m[2] || stack.length === 1) throw new XbrlRefused('mismatched tag');
      stack.pop();
    } else if (m[3] !== undefined) {
      if (++count > MAX_ELEMENTS) throw new XbrlRefused('too many elements');
      const attrs: Record<string, string> = {};
      for (const a of (m[4] ?? '').matchAll(/([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
        attrs[a[1]!] = decodeEntities(a[2] ?? a[3] ?? '');
      let ns = top.ns;
      for (const [k, v] of Object.entries(attrs)) {
        if (k === 'xmlns' || k.startsWith('xmlns:')) {
          if (ns === top.ns) ns = { ...top.ns };
          ns[k === 'xmlns' ? '' : k.slice(6)] = v;
        }
      }
      const el: XmlElement = { name: m[3], attrs, content: [], ns, parent: top };
      top.content.push(el);
      if (!m[5]) {
        stack.push(el);
        if (stack.length > MAX_DEPTH) throw new XbrlRefused('too deep');
      }
    } else if (m[6] !== undefined) {
      top.content.push(decodeEntities(m[6]));
    } else {
      throw new XbrlRefused('malformed markup');
    }
  }
  if (stack.length !== 1) throw new XbrlRefused('unclosed element');
  return root;
}

export interface QName {
  ns: string | undefined;
  local: string;
  prefix: string;
}

/** An element's namespace URI and local name. */
export function qname(el: XmlElement): QName {
  const i = el.name.indexOf(':');
  const prefix = i < 0 ? '' : el.name.slice(0, i);
  return { ns: el.ns[prefix], local: i < 0 ? el.name : el.name.slice(i + 1), prefix };
}

/** A prefixed name in an attribute or in text (`ifrs-full:Assets`), resolved against an element's scope. */
export function resolveQName(value: string, scope: XmlElement): QName {
  const v = value.trim();
  const i = v.indexOf(':');
  const prefix = i < 0 ? '' : v.slice(0, i);
  return { ns: scope.ns[prefix], local: i < 0 ? v : v.slice(i + 1), prefix };
}

export function children(el: XmlElement): XmlElement[] {
  return el.content.filter((c): c is XmlElement => typeof c !== 'string');
}

/** The first descendant with this local name (and namespace, when given), depth first. */
export function findFirst(el: XmlElement, local: string, ns?: string): XmlElement | undefined {
  for (const c of children(el)) {
    const q = qname(c);
    if (q.local === local && (ns === undefined || q.ns === ns)) return c;
    const deeper = findFirst(c, local, ns);
    if (deeper) return deeper;
  }
  return undefined;
}

/** Every descendant element, in document order (iterative: no recursion depth to exhaust). */
export function* descendants(el: XmlElement): Generator<XmlElement> {
  const todo: XmlElement[] = [...children(el)].reverse();
  while (todo.length) {
    const next = todo.pop()!;
    yield next;
    const kids = children(next);
    for (let i = kids.length - 1; i >= 0; i--) todo.push(kids[i]!);
  }
}

/** All text inside an element, in document order. */
export function textContent(el: XmlElement): string {
  let out = '';
  const todo: (XmlElement | string)[] = [...el.content].reverse();
  while (todo.length) {
    const next = todo.pop()!;
    if (typeof next === 'string') out += next;
    else for (let i = next.content.length - 1; i >= 0; i--) todo.push(next.content[i]!);
  }
  return out;
}

/** Decodes bytes as UTF-8 (a BOM dropped); throws XbrlRefused for anything else. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new XbrlRefused('not UTF-8');
  }
}
