import type { Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { sendError } from '../errors';
import { webRouter } from '../static-web';
import {
  loginFrameOriginsSetting,
  securityHeaders,
  setServerPagePolicy,
  type SecurityHeaderOptions,
} from './security-headers';

// The web app's policy, written out by hand: what web/e2e/security.test.ts shows the app needs.
const appPolicy =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self'; " +
  "font-src 'self'; connect-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'; " +
  "form-action 'self'";

let server: Server | undefined;
let distDirectory: string | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
  if (distDirectory) rmSync(distDirectory, { recursive: true, force: true });
  distDirectory = undefined;
});

/** A gateway-shaped app: the headers first, a server page, the web build, a JSON call and an error. */
async function start(options: SecurityHeaderOptions) {
  distDirectory = mkdtempSync(path.join(tmpdir(), 'atelier-security-headers-'));
  mkdirSync(path.join(distDirectory, 'assets'));
  writeFileSync(path.join(distDirectory, 'index.html'), '<!doctype html><title>Atelier</title>');
  writeFileSync(path.join(distDirectory, 'assets', 'index-abc.js'), 'export {};\n');
  writeFileSync(
    path.join(distDirectory, 'assets', 'index-abc.js.map'),
    '{"version":3,"sources":["secret.ts"]}',
  );
  const app = express();
  app.use(securityHeaders(options));
  app.get('/user/google/callback', (_request, response) => {
    setServerPagePolicy(response, { scripts: ["console.log('hi')"], styles: ['body{margin:0}'] });
    response.type('html').send("<style>body{margin:0}</style><script>console.log('hi')</script>");
  });
  app.use(webRouter(distDirectory).router);
  app.get('/project/read-all', (_request, response) => {
    response.json({ projects: [] });
  });
  app.use((_request, response) => sendError(response, 404, 'NOT_FOUND', 'No such call.'));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return (route: string, accept = 'application/json') => fetch(`${base}${route}`, { headers: { accept } });
}

/** The nonce a page carries in its <meta property="csp-nonce">, for the policy of its answer. */
async function pageNonce(page: Response) {
  const nonce = /<meta property="csp-nonce" nonce="([A-Za-z0-9+/=]+)"/.exec(await page.text())?.[1];
  expect(nonce).toBeDefined();
  return nonce!;
}

/** The app's policy for a page answer, whose runtime stylesheets may carry its nonce. */
const pagePolicy = (nonce: string) =>
  appPolicy.replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}'`);

describe('security headers', () => {
  it('gives a page the strict policy, framed by nobody, with nosniff and a same-origin referrer policy', async () => {
    const get = await start({});
    const page = await get('/projects', 'text/html');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(
      `${pagePolicy(await pageNonce(page))}; frame-ancestors 'none'`,
    );
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends nosniff with JSON answers and JSON errors too', async () => {
    const get = await start({});
    const list = await get('/project/read-all');
    expect(list.headers.get('content-type')).toMatch(/^application\/json/);
    expect(list.headers.get('x-content-type-options')).toBe('nosniff');
    const missing = await get('/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('lets the product itself embed /login-frame, and X-Frame-Options says SAMEORIGIN', async () => {
    const get = await start({});
    const frame = await get('/login-frame', 'text/html');
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-security-policy')).toBe(
      `${pagePolicy(await pageNonce(frame))}; frame-ancestors 'self'`,
    );
    expect(frame.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('lets the configured origins embed /login-frame, and only it, leaving X-Frame-Options out there', async () => {
    const get = await start({
      loginFrameOrigins: ['https://shop.example.com', 'https://partner.example:8443'],
    });
    const frame = await get('/login-frame', 'text/html');
    expect(frame.headers.get('content-security-policy')).toBe(
      `${pagePolicy(await pageNonce(frame))}; frame-ancestors 'self' https://shop.example.com https://partner.example:8443`,
    );
    expect(frame.headers.get('x-frame-options')).toBeNull();
    const other = await get('/login', 'text/html');
    expect(other.headers.get('content-security-policy')).toBe(
      `${pagePolicy(await pageNonce(other))}; frame-ancestors 'none'`,
    );
    expect(other.headers.get('x-frame-options')).toBe('DENY');
  });

  it('sends HSTS for a year, subdomains included, only when the public address is https', async () => {
    let get = await start({ publicUrl: () => 'https://atelier.example.com' });
    expect((await get('/project/read-all')).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    server!.close();
    get = await start({ publicUrl: () => 'http://localhost:8080' });
    expect((await get('/project/read-all')).headers.get('strict-transport-security')).toBeNull();
  });

  it('gives every page answer a nonce of its own for runtime stylesheets, and other answers none', async () => {
    const get = await start({});
    const first = await pageNonce(await get('/projects', 'text/html'));
    const second = await pageNonce(await get('/projects', 'text/html'));
    expect(first).not.toBe(second);
    // 18 random bytes in base64.
    expect(Buffer.from(first, 'base64')).toHaveLength(18);
    const bundle = await get('/assets/index-abc.js', '*/*');
    expect(bundle.headers.get('content-security-policy')).toBe(`${appPolicy}; frame-ancestors 'none'`);
    const list = await get('/project/read-all');
    expect(list.headers.get('content-security-policy')).not.toContain('nonce-');
  });

  it('serves the built bundles but never their source maps', async () => {
    const get = await start({});
    const bundle = await get('/assets/index-abc.js', '*/*');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('x-content-type-options')).toBe('nosniff');
    const map = await get('/assets/index-abc.js.map', '*/*');
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('secret.ts');
  });

  it('lets a server page run only its own inline script and style, by their SHA-256 hashes', async () => {
    const get = await start({});
    const page = await get('/user/google/callback', 'text/html');
    // printf '%s' "console.log('hi')" | openssl dgst -sha256 -binary | base64, and the same for the style.
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'sha256-1ohZFo3B9w3UOFBbfx6JSomkpkME90iPs1r/qXzvX7Y='; " +
        "style-src 'sha256-IAdwN3biDCQ3brrgp1m8kBEsPQYyqfREKOEfeoREopc='; base-uri 'none'; form-action 'none'; " +
        "frame-ancestors 'none'",
    );
  });
});

describe('LOGIN_FRAME_ORIGINS', () => {
  it('reads a comma-separated list of origins, and none when unset', () => {
    expect(loginFrameOriginsSetting.parse(undefined)).toEqual([]);
    expect(loginFrameOriginsSetting.parse(' https://shop.example.com/ , http://localhost:3000')).toEqual([
      'https://shop.example.com',
      'http://localhost:3000',
    ]);
  });

  it('refuses anything that is not an origin', () => {
    for (const value of [
      '*',
      'shop.example.com',
      'https://shop.example.com/login',
      "'self'",
      'ftp://files.example',
    ]) {
      expect(loginFrameOriginsSetting.safeParse(value).success, value).toBe(false);
    }
  });
});
