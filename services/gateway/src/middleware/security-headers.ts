import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { z } from 'zod';

export interface SecurityHeaderOptions {
  /** The product's public address; HSTS is sent only when it is https. */
  publicUrl?: () => string;
  /**
   * Origins besides the product's own whose pages may embed /login-frame (LOGIN_FRAME_ORIGINS).
   * Every other page may be framed by nobody.
   */
  loginFrameOrigins?: readonly string[];
}

/** The one page other sites may frame (spec section 2: "bare layout, embeddable"). */
const loginFramePath = /^\/login-frame\/?$/;

/**
 * What the web app needs, found by loading every screen under this policy in Chromium
 * (web/e2e/security.test.ts) and nothing more: its own scripts and the node code it imports
 * (/assets, /node), WebAssembly compiled from bytes by the raster kernels ('wasm-unsafe-eval',
 * which allows no JavaScript eval), the engine's module worker from /assets, its own
 * stylesheets and images. No inline script or style, no eval, no data: or blob: URL, no plugin,
 * no foreign origin.
 */
const appDirectives: ReadonlyArray<readonly [string, string]> = [
  ['default-src', "'self'"],
  ['script-src', "'self' 'wasm-unsafe-eval'"],
  ['style-src', "'self'"],
  ['img-src', "'self'"],
  ['font-src', "'self'"],
  ['connect-src', "'self'"],
  ['worker-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'self'"],
];

function policy(directives: ReadonlyArray<readonly [string, string]>): string {
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/**
 * Security headers on every answer, JSON included: nosniff, a referrer policy that sends
 * nothing to other sites (sign-in links carry tokens in their address), HSTS behind an https
 * public address, and a strict Content-Security-Policy whose frame-ancestors lets nobody frame
 * the product except /login-frame, which the product itself and the configured origins may
 * embed. X-Frame-Options says the same to browsers that predate frame-ancestors where it can:
 * it cannot list origins, so /login-frame sends it only when no other origin may embed it.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}): RequestHandler {
  const embedders = ["'self'", ...(options.loginFrameOrigins ?? [])].join(' ');
  const pagePolicy = policy([...appDirectives, ['frame-ancestors', "'none'"]]);
  const loginFramePolicy = policy([...appDirectives, ['frame-ancestors', embedders]]);
  const loginFrameOptions = options.loginFrameOrigins?.length ? undefined : 'SAMEORIGIN';
  return (request, response, next) => {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'same-origin');
    if (options.publicUrl?.().startsWith('https:'))
      response.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (loginFramePath.test(request.path)) {
      response.setHeader('Content-Security-Policy', loginFramePolicy);
      if (loginFrameOptions) response.setHeader('X-Frame-Options', loginFrameOptions);
    } else {
      response.setHeader('Content-Security-Policy', pagePolicy);
      response.setHeader('X-Frame-Options', 'DENY');
    }
    next();
  };
}

/**
 * Lets the page in this answer apply stylesheets the web app writes at run time with `nonce`:
 * the dialogs' scroll lock adds one, sized to the scroll bar. Called for the answers that carry
 * index.html, each with a nonce of its own; no other answer gets one.
 */
export function allowPageStyleNonce(response: Response, nonce: string): void {
  const current = response.getHeader('Content-Security-Policy');
  if (typeof current !== 'string') return;
  response.setHeader(
    'Content-Security-Policy',
    current.replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}'`),
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The policy of a small page the server writes itself (the Google sign-in result, the dev
 * mailbox): nothing may load, and only the exact inline script and style given may run, by
 * their hashes.
 */
export function setServerPagePolicy(
  response: Response,
  inline: { scripts?: readonly string[]; styles?: readonly string[] },
): void {
  const directives: Array<readonly [string, string]> = [['default-src', "'none'"]];
  if (inline.scripts?.length) directives.push(['script-src', inline.scripts.map(sha256).join(' ')]);
  if (inline.styles?.length) directives.push(['style-src', inline.styles.map(sha256).join(' ')]);
  directives.push(['base-uri', "'none'"], ['form-action', "'none'"], ['frame-ancestors', "'none'"]);
  response.setHeader('Content-Security-Policy', policy(directives));
}

/**
 * LOGIN_FRAME_ORIGINS: a comma-separated list of origins (scheme, host and port, no path)
 * whose pages may embed /login-frame besides the product's own; unset or empty, only the
 * product itself may.
 */
export const loginFrameOriginsSetting = z
  .string()
  .default('')
  .transform((value, context) => {
    const origins: string[] = [];
    for (const entry of value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      let url: URL | undefined;
      try {
        url = new URL(entry);
      } catch {
        url = undefined;
      }
      if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
        context.addIssue({
          code: 'custom',
          message: `"${entry}" is not an origin such as https://shop.example.com (scheme, host, optional port; no path)`,
        });
        return z.NEVER;
      }
      origins.push(url.origin);
    }
    return origins;
  });
