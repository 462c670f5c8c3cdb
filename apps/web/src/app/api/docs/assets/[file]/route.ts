// Static files of swagger-ui-dist, read from node_modules (works offline; no CDN).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const runtime = 'nodejs';

const types: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};

/** `next start` runs in apps/web, where pnpm links the package into node_modules. */
function distFile(file: string): string {
  return join(/* turbopackIgnore: true */ process.cwd(), 'node_modules', 'swagger-ui-dist', file);
}

export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const type = types[file];
  if (!type) return new Response('Not found', { status: 404 });
  const body = await readFile(distFile(file));
  return new Response(new Uint8Array(body), {
    headers: { 'content-type': type, 'cache-control': 'public, max-age=86400' },
  });
}
