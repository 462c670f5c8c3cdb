// Where a webhook may go (API.md, Integrations): https to a public address only. Refused: loopback,
// the private ranges of RFC 1918, carrier-grade NAT (RFC 6598), link-local (with the cloud metadata
// address 169.254.169.254), "this network", multicast, reserved and documentation ranges, and in IPv6
// the unspecified and loopback addresses, unique local (fc00::/7), link-local (fe80::/10), site-local,
// multicast, documentation, and every address that carries an IPv4 address (IPv4-mapped ::ffff:0:0/96,
// IPv4-compatible ::/96, NAT64 64:ff9b::/96), whatever IPv4 address it carries. A name is checked again
// at each sending, every address it resolves to (webhook-http.ts); here the URL and literal addresses.
// WEBHOOK_ALLOW_LOOPBACK=1 (tests only) also allows http(s)://127.0.0.1:<port>.

export type IpAddress = { v: 4; bytes: number[] } | { v: 6; bytes: number[] };

export function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes: number[] = [];
  for (const p of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(p)) return null; // no octal or hex forms
    const n = Number(p);
    if (n > 255) return null;
    bytes.push(n);
  }
  return bytes;
}

export function parseIpv6(text: string): number[] | null {
  let s = text.toLowerCase();
  const zone = s.indexOf('%');
  if (zone >= 0) s = s.slice(0, zone);
  // a dotted IPv4 tail (::ffff:10.0.0.1) becomes two groups
  const lastColon = s.lastIndexOf(':');
  if (lastColon >= 0 && s.slice(lastColon + 1).includes('.')) {
    const v4 = parseIpv4(s.slice(lastColon + 1));
    if (!v4) return null;
    s = `${s.slice(0, lastColon + 1)}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (h: string) => (h === '' ? [] : h.split(':'));
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  const bytes: number[] = [];
  for (const g of groups) {
    if (!/^[0-9a-f]{1,4}$/.test(g)) return null;
    const n = parseInt(g, 16);
    bytes.push(n >> 8, n & 0xff);
  }
  return bytes;
}

/** An IP literal (IPv6 with or without brackets), or null for a name. */
export function parseIp(text: string): IpAddress | null {
  const v4 = parseIpv4(text);
  if (v4) return { v: 4, bytes: v4 };
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  const v6 = bare.includes(':') ? parseIpv6(bare) : null;
  return v6 ? { v: 6, bytes: v6 } : null;
}

function inPrefix(bytes: number[], prefix: number[], bits: number): boolean {
  for (let i = 0; i < bits; i++) {
    const byte = i >> 3;
    const mask = 0x80 >> (i & 7);
    if ((bytes[byte]! & mask) !== (prefix[byte]! & mask)) return false;
  }
  return true;
}

const V4_REFUSED: [number[], number][] = [
  [[0, 0, 0, 0], 8], // "this network"
  [[10, 0, 0, 0], 8], // RFC 1918
  [[100, 64, 0, 0], 10], // carrier-grade NAT (RFC 6598)
  [[127, 0, 0, 0], 8], // loopback
  [[169, 254, 0, 0], 16], // link-local, the metadata address 169.254.169.254 among them
  [[172, 16, 0, 0], 12], // RFC 1918
  [[192, 0, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2, 0], 24], // documentation
  [[192, 168, 0, 0], 16], // RFC 1918
  [[198, 18, 0, 0], 15], // benchmarking
  [[198, 51, 100, 0], 24], // documentation
  [[203, 0, 113, 0], 24], // documentation
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved and broadcast
];

const V6_REFUSED: [number[], number][] = [
  [Array<number>(16).fill(0), 96], // unspecified, loopback ::1, IPv4-compatible ::/96
  [[...Array<number>(10).fill(0), 0xff, 0xff], 96], // IPv4-mapped ::ffff:0:0/96
  [[0, 0x64, 0xff, 0x9b, ...Array<number>(8).fill(0)], 96], // NAT64 64:ff9b::/96
  [[0x01, 0x00, ...Array<number>(6).fill(0)], 64], // discard-only 100::/64
  [[0x20, 0x01, 0x0d, 0xb8], 32], // documentation
  [[0xfc], 7], // unique local
  [[0xfe, 0x80], 10], // link-local
  [[0xfe, 0xc0], 10], // site-local (deprecated)
  [[0xff], 8], // multicast
];

const LOOPBACK_V4 = [127, 0, 0, 1];

/** Whether a webhook may be sent to this address; `allowLoopback` (tests) lets 127.0.0.1 through. */
export function isAllowedAddress(ip: IpAddress, options: { allowLoopback: boolean }): boolean {
  if (ip.v === 4) {
    if (options.allowLoopback && ip.bytes.every((b, i) => b === LOOPBACK_V4[i])) return true;
    return !V4_REFUSED.some(([prefix, bits]) => inPrefix(ip.bytes, prefix, bits));
  }
  return !V6_REFUSED.some(([prefix, bits]) => inPrefix(ip.bytes, prefix, bits));
}

export type WebhookUrlCheck =
  | {
      ok: true;
      url: URL;
      /** the host without IPv6 brackets */ host: string;
      /** an IP literal, else null: resolve at sending */ ip: IpAddress | null;
    }
  | { ok: false; reden: string };

/**
 * The URL's own check (at registration and before each sending): https (or, with `allowLoopback`,
 * http to 127.0.0.1 with a port), no user name or password, and an IP literal must be allowed.
 */
export function checkWebhookUrl(raw: string, options: { allowLoopback: boolean }): WebhookUrlCheck {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reden: 'Dit is geen geldig webadres.' };
  }
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const ip = parseIp(host);
  const loopbackForTests = options.allowLoopback && host === '127.0.0.1' && url.port !== '';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopbackForTests))
    return { ok: false, reden: 'Een webhook gaat alleen naar een https-adres.' };
  if (url.username || url.password)
    return { ok: false, reden: 'Een webhookadres bevat geen gebruikersnaam of wachtwoord.' };
  if (!host) return { ok: false, reden: 'Dit is geen geldig webadres.' };
  if (ip && !isAllowedAddress(ip, { allowLoopback: loopbackForTests }))
    return { ok: false, reden: 'Een webhook gaat niet naar een intern, lokaal of gereserveerd adres.' };
  if (!ip && (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')))
    return { ok: false, reden: 'Een webhook gaat niet naar een intern, lokaal of gereserveerd adres.' };
  return { ok: true, url, host, ip };
}

/** Every address a name resolved to must be allowed (one private address is enough to refuse). */
export function allResolvedAllowed(addresses: readonly string[], options: { allowLoopback: boolean }): boolean {
  if (addresses.length === 0) return false;
  return addresses.every((a) => {
    const ip = parseIp(a);
    return ip !== null && isAllowedAddress(ip, options);
  });
}
