import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * The browser's side of the app's defences, on every response (the PWA and the API):
 * - a Content-Security-Policy the built PWA passes as it is: scripts only from this origin (the
 *   build has no inline script), nothing framed or framing (`frame-ancestors 'none'`, and
 *   X-Frame-Options for old browsers), no plugins, forms and <base> only to this origin. Styles
 *   allow 'unsafe-inline' because Ionic's components insert their own <style> elements at run
 *   time; a style cannot run code, and script-src stays strict;
 * - HSTS only on a request that arrived over https (directly, or through TRUST_PROXY's proxies):
 *   a plain-http install on a LAN must not teach browsers to refuse it;
 * - nosniff, a referrer policy that keeps invite codes in paths out of other sites' logs, and
 *   Cross-Origin-Opener/Resource-Policy so other origins cannot script or embed our pages.
 */
/** sha256 of "return;", the handler body of Ionic React's event-support probe. */
const IONIC_EVENT_PROBE_HASH = 'sha256-i+qr4lq34KgNHiW62lWi9aInEBwiEOrfCzaNPCvkqD8=';

/** A header as helmet would set it: name and value. */
export type HeaderPair = readonly [string, string];

/** The headers a helmet middleware sets, read once by running it against a recorder. */
function headersOf(middleware: (req: never, res: never, next: () => void) => void, secure: boolean): HeaderPair[] {
  const set = new Map<string, HeaderPair>();
  const recorder = {
    setHeader: (name: string, value: string) => set.set(name.toLowerCase(), [name, value]),
    removeHeader: (name: string) => set.delete(name.toLowerCase()),
  };
  middleware({ secure } as never, recorder as never, () => undefined);
  return [...set.values()];
}

/** The security headers of every response: over plain http, and over https (HSTS added). */
export interface SecurityHeaderSet {
  plain: readonly HeaderPair[];
  https: readonly HeaderPair[];
}

/** helmet's headers with this app's policy, computed once: they depend on nothing but whether the request came over https. */
export function securityHeaderSet(): SecurityHeaderSet {
  const base = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // @ionic/react tests whether the browser knows an event by setting `on<event>="return;"` on a
        // detached div (isCoveredByReact); this lets exactly that body compile and nothing else.
        'script-src-attr': ["'unsafe-hashes'", `'${IONIC_EVENT_PROBE_HASH}'`],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  const hsts = helmet.strictTransportSecurity({ maxAge: 365 * 24 * 60 * 60, includeSubDomains: false });
  const plain = headersOf(base, false);
  return { plain, https: [...plain, ...headersOf(hsts, true)] };
}

/** Sets the security headers on every response (HSTS only on a request that came over https). */
export function securityHeaders(set: SecurityHeaderSet = securityHeaderSet()): RequestHandler {
  return (req, res, next) => {
    for (const [name, value] of req.secure ? set.https : set.plain) {
      res.setHeader(name, value);
    }
    next();
  };
}
