import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer. Scripts come only from this server's files: no inline script, no
 * `eval`, no inline event handlers, so a stored `<script>` or `<img onerror>` that ever reached the DOM would not
 * run. Styles allow inline style attributes: antd-mobile and ECharts (tooltips, chart boxes) write `style="…"`
 * into the markup they build, and CSS cannot run script. Images may be `data:` (icons inlined by the build and
 * the captcha) or `blob:` (a chart or export drawn in the page). No `upgrade-insecure-requests`: the app is also
 * opened over plain HTTP on a local network (a shop's server, `npm start`), where it would break every request.
 */
export const cspDirectives = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'worker-src': ["'self'"],
};

/**
 * Security headers on every answer (app, API, docs): the policy above, nosniff, no framing (clickjacking), no
 * Referer sent anywhere (hash routes carry no secrets, but nothing needs it either), and HSTS for deployments
 * behind HTTPS, without `includeSubDomains`, which would decide for a company's other sites.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: false },
  });
}
