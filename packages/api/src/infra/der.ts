// DER, enough of it for the seal's revocation data (seal-crl.ts: a CRL; seal-revocation.ts: an OCSP
// request and the addresses a certificate names): writing a few types, reading one TLV at a time.
export const tlv = (tag: number, ...content: Buffer[]): Buffer => {
  const body = Buffer.concat(content);
  const n = body.length;
  const length =
    n < 0x80
      ? Buffer.from([n])
      : n < 0x100
        ? Buffer.from([0x81, n])
        : n < 0x10000
          ? Buffer.from([0x82, n >> 8, n & 0xff])
          : Buffer.from([0x83, n >> 16, (n >> 8) & 0xff, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, body]);
};
export const seq = (...c: Buffer[]) => tlv(0x30, ...c);
export const integer = (bytes: Buffer): Buffer => {
  let b = bytes;
  while (b.length > 1 && b[0] === 0 && b[1]! < 0x80) b = b.subarray(1);
  return tlv(0x02, b[0]! >= 0x80 ? Buffer.concat([Buffer.from([0]), b]) : b);
};
export const oid = (dotted: string): Buffer => {
  const [a, b, ...rest] = dotted.split('.').map(Number);
  const out = [a! * 40 + b!];
  for (const n of rest) {
    const parts = [n & 0x7f];
    for (let v = n >>> 7; v > 0; v >>>= 7) parts.unshift((v & 0x7f) | 0x80);
    out.push(...parts);
  }
  return tlv(0x06, Buffer.from(out));
};
export const time = (d: Date): Buffer => {
  const iso = d.toISOString().replace(/[-:T]/g, '').slice(0, 14); // YYYYMMDDHHMMSS
  return d.getUTCFullYear() < 2050 ? tlv(0x17, Buffer.from(`${iso.slice(2)}Z`)) : tlv(0x18, Buffer.from(`${iso}Z`));
};

/** Reads one TLV at `offset` of `der`: its whole bytes, its content's start and its end. */
export function read(der: Buffer, offset: number): { start: number; contentStart: number; end: number } {
  const first = der[offset + 1]!;
  let length = first;
  let head = 2;
  if (first & 0x80) {
    const count = first & 0x7f;
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + der[offset + 2 + i]!;
    head = 2 + count;
  }
  return { start: offset, contentStart: offset + head, end: offset + head + length };
}

/** The subject Name of a certificate (DER, exactly as in the certificate). */
export function subjectOf(certDer: Buffer): Buffer {
  const cert = read(certDer, 0);
  const tbs = read(certDer, cert.contentStart);
  let at = tbs.contentStart;
  if (certDer[at] === 0xa0) at = read(certDer, at).end; // [0] version
  for (let i = 0; i < 4; i++) at = read(certDer, at).end; // serial, signature, issuer, validity
  const subject = read(certDer, at);
  return certDer.subarray(subject.start, subject.end);
}
