// Splits chat text into plain text and web links, so links can be rendered as React elements
// (never as HTML). Only http(s) URLs become links; anything else, markup included, stays text.
type Segment = { type: 'text'; value: string } | { type: 'link'; value: string; href: string };

const URL_RE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// punctuation that ends a sentence rather than the URL
const TRAILING = /[.,;:!?)\]}'"]+$/;

export function linkify(text: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_RE)) {
    let url = match[0];
    const trailing = TRAILING.exec(url)?.[0] ?? '';
    // keep a closing parenthesis that belongs to the URL, e.g. …/Foo_(bar)
    let keep = trailing;
    if (
      trailing.startsWith(')') &&
      (url.match(/\(/g)?.length ?? 0) > (url.slice(0, -trailing.length).match(/\)/g)?.length ?? 0)
    )
      keep = trailing.slice(1);
    url = url.slice(0, url.length - keep.length);
    const start = match.index;
    let href: string | null = null;
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') href = parsed.href;
    } catch {
      href = null;
    }
    if (!href) continue;
    if (start > last) out.push({ type: 'text', value: text.slice(last, start) });
    out.push({ type: 'link', value: url, href });
    last = start + url.length;
  }
  if (last < text.length) out.push({ type: 'text', value: text.slice(last) });
  return out;
}
