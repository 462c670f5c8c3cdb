// The routes that are not generated from a procedure, in ONE list: the REST door serves them from
// here on both servers (rest-handler.ts), the OpenAPI document takes their operations from here
// (openapi-document.ts) and the authorisation matrix their callers. A route missing from this list is
// served nowhere and documented nowhere.
import { accountExportRoute } from './account-export-route.ts';
import { adviseurExportRoute } from './adviseur-export-route.ts';
import { documentDownloadRoute, documentUploadRoute } from './documents-route.ts';
import { icalFeedRoute, icalOneRoute } from './ical-route.ts';
import { ikvPdfRoute } from './ikv-pdf-route.ts';
import { koppelingPdfRoute } from './koppeling-pdf-route.ts';
import { oauthTokenRoute } from './oauth-token-route.ts';
import type { Route } from './route.ts';
import { jwksRoute, sealCaRoute, sealCrlRoute, verificatieCheckRoute } from './verificatie-route.ts';
import { voorcheckDocumentenRoute } from './voorcheck-documenten-route.ts';

/** In the order the OpenAPI document lists them (after the generated operations). */
export const ROUTES: readonly Route[] = [
  ikvPdfRoute,
  adviseurExportRoute,
  icalFeedRoute,
  icalOneRoute,
  jwksRoute,
  sealCaRoute,
  sealCrlRoute,
  verificatieCheckRoute,
  documentUploadRoute,
  documentDownloadRoute,
  voorcheckDocumentenRoute,
  accountExportRoute,
  oauthTokenRoute,
  koppelingPdfRoute,
];

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The path template as a matcher: `{name}` one segment (decoded), a trailing slash allowed. */
function compile(path: string): (pathname: string) => Record<string, string> | null {
  const names: string[] = [];
  const pattern = path
    .split('/')
    .map((segment) => {
      const m = /^\{(\w+)\}$/.exec(segment);
      if (!m) return escape(segment);
      names.push(m[1]!);
      return '([^/]+)';
    })
    .join('/');
  const re = new RegExp(`^${pattern}/?$`);
  return (pathname) => {
    const m = re.exec(pathname);
    if (!m) return null;
    return Object.fromEntries(names.map((name, i) => [name, safeDecode(m[i + 1]!)]));
  };
}

const compiled = ROUTES.map((route) => ({ route, match: compile(route.path) }));

/** What a look-up found: the route with its path parameters, or the methods its path has (for a 405). */
type RouteFound =
  { route: Route; params: Record<string, string> } | { route: null; allowed: readonly ('GET' | 'POST')[] };

/**
 * The route for this method and path: `pathname` is the request's whole path; a route under the API's
 * base is matched below `endpoint`, a root route (`root`) on the whole path. HEAD is GET without the body.
 */
export function findRoute(method: string, pathname: string, endpoint: string): RouteFound {
  const under = pathname.startsWith(`${endpoint}/`) ? pathname.slice(endpoint.length) : null;
  const wanted = method === 'HEAD' ? 'GET' : method;
  const allowed: ('GET' | 'POST')[] = [];
  for (const { route, match } of compiled) {
    const path = route.root ? pathname : under;
    if (path === null) continue;
    const params = match(path);
    if (!params) continue;
    if (route.method === wanted) return { route, params };
    allowed.push(route.method);
  }
  return { route: null, allowed };
}
