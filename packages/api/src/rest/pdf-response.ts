// The answer of a hand-written PDF download (the IKV report, a linked entrepreneur's sealed statement):
// an attachment, its length, never cached; HEAD gets the headers without the body.
export function pdfResponse(pdf: Uint8Array, bestandsnaam: string, method = 'GET'): Response {
  return new Response(method === 'HEAD' ? null : new Uint8Array(pdf), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${bestandsnaam}"`,
      'content-length': String(pdf.length),
      'cache-control': 'private, no-store',
    },
  });
}

/** A binary body in the OpenAPI document. */
export const binary = { type: 'string', format: 'binary' };
