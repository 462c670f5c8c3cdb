// A request body read whole but never past a cap: the routes that take a raw body (the PDF of
// POST /verificatie, the form of POST /oauth/token).

/** Reads at most `limit` bytes of the body; null when there is more (the rest is not read). */
export async function readCappedBytes(req: Request, limit: number): Promise<Uint8Array | null> {
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** The body as UTF-8 text, or null when it is larger than `limit` bytes. */
export async function readCappedText(req: Request, limit: number): Promise<string | null> {
  const bytes = await readCappedBytes(req, limit);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}
