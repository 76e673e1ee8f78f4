import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { vendorWebsiteOrigin } from './vendorWebsite';

/**
 * The Content-Security-Policy of every answer. Scripts come only from this server's files: no inline script, no
 * `eval`, no inline event handlers, so a stored `<script>` or `<img onerror>` that ever reached the DOM would not
 * run. Style attributes may be inline: ECharts writes its tooltips as HTML with `style="…"` (a strict policy broke
 * every chart's tooltip in the browser test), and CSS cannot run script; `<style>` elements may not (the
 * shell's own are allowed by their hashes: shellPolicy.ts). Images may be `data:` (icons inlined by the build) or `blob:` (a chart or export drawn in the page). No `upgrade-insecure-requests`: the app is also
 * opened over plain HTTP on a local network (a shop's server, `npm start`), where it would break every request.
 */
export function cspDirectivesFor(vendorOrigin: string | null): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // The vendor website screen frames this one site (a system setting); no other page may be framed.
    'frame-src': ["'self'", ...(vendorOrigin ? [vendorOrigin] : [])],
    'img-src': ["'self'", 'data:', 'blob:'],
    'manifest-src': ["'self'"],
    // A live camera plays through hls.js, which hands the video element a MediaSource as a `blob:` URL.
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // Style elements only from files; style attributes inline (ECharts tooltips). `style-src` is the fallback of
    // browsers that predate the -elem/-attr split.
    'style-src': ["'self'", "'unsafe-inline'"],
    'style-src-elem': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'worker-src': ["'self'"],
  };
}

/**
 * The policy of this deployment: its vendor website (SCM_VENDOR_WEBSITE) is the one site framed. Read when an app
 * is built (and by the shell's policy when the setting changed), not when this file loads: a process that builds
 * apps of different settings (the tests) gets each its own.
 */
export const deploymentCsp = (): Record<string, string[]> => cspDirectivesFor(vendorWebsiteOrigin());

/**
 * Security headers on every answer (app, API, docs): the policy above, nosniff, no framing (clickjacking), no
 * Referer sent anywhere (hash routes carry no secrets, but nothing needs it either), and HSTS for deployments
 * behind HTTPS, without `includeSubDomains`, which would decide for a company's other sites. Helmet's headers do not
 * depend on the request: its middleware runs once, here, and each answer gets the headers it set, in its order (the
 * Fastify plugin made the middleware again for every request, ~3% of the server's time on a paged list; running the
 * made middleware on every request, its dozen layers, was still 1.5% in a CPU profile of the return list under load).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: deploymentCsp() },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: false },
  });
  app.addHook('onRequest', (_req, reply, done) => {
    const res = reply.raw;
    res.removeHeader('x-powered-by');
    for (const [name, value] of headers) res.setHeader(name, value);
    done();
  });
}

/** The headers helmet sets with these options, read by running it once on a stand-in answer. */
function helmetHeaders(options: Parameters<typeof helmet>[0]): [string, string][] {
  const set = new Map<string, string>();
  const stand = {
    setHeader: (name: string, value: unknown) => set.set(name, String(value)),
    removeHeader: (name: string) => set.delete(name),
  };
  let failed: unknown;
  helmet(options)({} as never, stand as never, (err?: unknown) => (failed = err));
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return [...set];
}

/** The policy as a header value, with some directives replaced (a page that needs another rule says which). */
export function cspHeader(replaced: Record<string, string[]> = {}): string {
  return Object.entries({ ...deploymentCsp(), ...replaced })
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');
}

/**
 * Headers that speak only to a document: what it may run and frame, how it opens windows, HSTS (the page's own
 * answer carries it). A script or style sheet the page loads needs none of them; `nosniff`, the resource policy and
 * the referrer policy (a style sheet's own requests follow it) stay. Dropped from the build's hashed scripts and
 * style sheets (webAssets.ts): ~0.7 KB less per file, and a first visit fetches about thirty.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
