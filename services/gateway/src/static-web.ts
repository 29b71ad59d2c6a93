import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import { gatewayErrorCodes, uiMetaSchema, type UiMeta } from '@atelier/contracts';
import { sendError } from './errors';
import { allowPageStyleNonce } from './middleware/security-headers';

/**
 * index.html with a fresh style nonce in a `<meta property="csp-nonce">` the web app reads at
 * start, the same nonce the answer's Content-Security-Policy allows.
 */
export function pageWithStyleNonce(page: string, nonce: string): string {
  const meta = `<meta property="csp-nonce" nonce="${nonce}" />`;
  const head = /<head(\s[^>]*)?>/i.exec(page);
  if (head) return page.replace(head[0], `${head[0]}\n    ${meta}`);
  // No <head> tag: the parser opens the head for the first element of its kind.
  const doctype = /^\s*<!doctype html>/i.exec(page)?.[0] ?? '';
  return `${doctype}${meta}${page.slice(doctype.length)}`;
}

const sourceMapRefusal: RequestHandler = (request, response, next) => {
  if (!request.path.toLowerCase().endsWith('.map')) {
    next();
    return;
  }
  sendError(
    response,
    404,
    gatewayErrorCodes.routeNotFound,
    `No such call: ${request.method} ${request.path}`,
  );
};

/**
 * Serves the web build. API paths and app routes overlap (GET /templates is both the templates
 * screen and the template list call), so a GET whose Accept header asks for HTML is a page
 * navigation and gets index.html; everything else falls through to the API.
 */
export function webRouter(distDirectory: string | undefined): { router: Router; uiMeta: UiMeta } {
  const router = express.Router();
  const indexFile = distDirectory ? path.join(distDirectory, 'index.html') : undefined;
  const metaFile = distDirectory ? path.join(distDirectory, 'ui.meta.json') : undefined;
  let uiMeta: UiMeta = { version: 'development', commit: 'unknown' };
  if (metaFile && existsSync(metaFile)) {
    const parsed = uiMetaSchema.safeParse(JSON.parse(readFileSync(metaFile, 'utf8')));
    if (parsed.success) uiMeta = parsed.data;
  }

  router.get('/ui.meta.json', (_request, response) => {
    response.setHeader('Cache-Control', 'no-store');
    response.json(uiMeta);
  });

  if (distDirectory && indexFile && existsSync(indexFile)) {
    // A build may keep source maps beside its bundles for reading stack traces on the server;
    // browsers never get them (they would publish the whole source).
    router.use(sourceMapRefusal);
    router.use(
      '/assets',
      express.static(path.join(distDirectory, 'assets'), {
        immutable: true,
        maxAge: '1y',
        // The API has calls under /assets too (GET /assets/external): a path that is not a
        // built file goes on to them.
        fallthrough: true,
      }),
    );
    // Only a path naming a file (favicon.svg, robots.txt) is looked for on disk: API calls never
    // name one, and each would otherwise cost a file-system lookup before reaching its route.
    const files = express.static(distDirectory, { index: false, maxAge: '1h' });
    router.use((request, response, next) => {
      if (/\.[A-Za-z0-9]+$/.test(request.path)) files(request, response, next);
      else next();
    });
    const navigation: RequestHandler = (request, response, next) => {
      const accept = request.get('accept') ?? '';
      if (request.method !== 'GET' || !accept.includes('text/html')) {
        next();
        return;
      }
      // Read on every navigation: a rebuilt web app is served without a restart.
      readFile(indexFile, 'utf8').then((page) => {
        const nonce = randomBytes(18).toString('base64');
        allowPageStyleNonce(response, nonce);
        response.setHeader('Cache-Control', 'no-cache');
        response.type('html').send(pageWithStyleNonce(page, nonce));
      }, next);
    };
    router.use(navigation);
  }
  return { router, uiMeta };
}
