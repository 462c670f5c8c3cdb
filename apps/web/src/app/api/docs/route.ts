// The readable API reference: Swagger UI, served entirely from this app (no CDN). Rendered per
// request: its two scripts carry the page's CSP nonce (apps/web/server.ts sets it as x-nonce).
import { isNonce } from '@ikv/api/web-security';

export const dynamic = 'force-dynamic';

const page = (nonceAttr: string) => `<!doctype html>
<html lang="nl">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>IKV-service · API-referentie</title>
  <link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png">
  <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
  <style>
    body { margin: 0; background: #fafafa; }
    .ikv-bar { font: 600 15px/1.4 system-ui, sans-serif; padding: 12px 20px; background: #1e3a8a; color: #fff; display: flex; gap: 16px; align-items: center; }
    .ikv-bar a { color: #dbeafe; font-weight: 500; }
  </style>
</head>
<body>
  <div class="ikv-bar">IKV-service API <a href="/api/openapi.json">openapi.json</a> <a href="/">naar de app</a></div>
  <div id="swagger-ui"></div>
  <script${nonceAttr} src="/api/docs/assets/swagger-ui-bundle.js"></script>
  <script${nonceAttr}>
    window.ui = SwaggerUIBundle({
      url: '/api/openapi.json',
      dom_id: '#swagger-ui',
      deepLinking: true,
      persistAuthorization: true,
      tryItOutEnabled: false,
    });
  </script>
</body>
</html>`;

export function GET(req: Request) {
  const nonce = req.headers.get('x-nonce');
  const nonceAttr = nonce && isNonce(nonce) ? ` nonce="${nonce}"` : '';
  return new Response(page(nonceAttr), { headers: { 'content-type': 'text/html; charset=utf-8' } });
}
