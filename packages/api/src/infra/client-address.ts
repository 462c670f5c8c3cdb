// The client's address for rate limits and the audit log. X-Forwarded-For is believed only when
// the connection comes from a proxy listed in TRUSTED_PROXIES (addresses or CIDR ranges, comma or
// space separated; docs/deployment.md): then the chain is walked from the right past trusted
// proxies to the first address that is not one. Anyone else's header is ignored: the address is the
// socket's. The app server resolves it once per request into CLIENT_ADDRESS_HEADER (a header a
// client sends itself under that name is always replaced), which the API context and the web
// login read.
import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

export const CLIENT_ADDRESS_HEADER = 'x-ikv-client-address';

export type TrustedProxies = { list: BlockList; size: number };

/** "::ffff:10.0.0.1" → "10.0.0.1"; "[::1]" → "::1"; anything that is not an IP address → null. */
export function normaliseAddress(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let s = raw.trim();
  if (s.startsWith('[') && s.includes(']')) s = s.slice(1, s.indexOf(']'));
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(s);
  if (mapped) s = mapped[1]!;
  return isIP(s) ? s : null;
}

/** Parses TRUSTED_PROXIES; throws on an entry that is neither an address nor a CIDR range (a typo must not silently trust no one). */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const list = new BlockList();
  let size = 0;
  for (const entry of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const [addr, prefix, ...rest] = entry.split('/');
    const ip = normaliseAddress(addr);
    const family = ip ? (isIP(ip) === 6 ? 'ipv6' : 'ipv4') : null;
    if (!ip || !family || rest.length)
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    if (prefix === undefined) list.addAddress(ip, family);
    else {
      const bits = Number(prefix);
      if (!/^\d+$/.test(prefix) || bits > (family === 'ipv4' ? 32 : 128))
        throw new Error(`TRUSTED_PROXIES: "${entry}" has an invalid prefix length`);
      list.addSubnet(ip, bits, family);
    }
    size++;
  }
  return { list, size };
}

function trusted(proxies: TrustedProxies, ip: string): boolean {
  return proxies.size > 0 && proxies.list.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4');
}

/** The client address: the socket's, or, behind trusted proxies, the right-most untrusted X-Forwarded-For entry. */
export function clientAddress(
  socketAddress: string | null | undefined,
  forwardedFor: string | string[] | null | undefined,
  proxies: TrustedProxies,
): string | null {
  let address = normaliseAddress(socketAddress);
  if (!address) return null;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  while (trusted(proxies, address) && hops.length > 0) {
    const next = normaliseAddress(hops.pop());
    if (!next) break; // garbage from (or before) the proxy: the proxy's own address is the best we know
    address = next;
  }
  return address;
}

/** Sets CLIENT_ADDRESS_HEADER on a Node request (replacing whatever the client sent under that name). */
export function applyClientAddress(req: IncomingMessage, proxies: TrustedProxies): void {
  delete req.headers[CLIENT_ADDRESS_HEADER];
  const address = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], proxies);
  if (address) req.headers[CLIENT_ADDRESS_HEADER] = address;
}
