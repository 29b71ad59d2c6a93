// The script of the page headless Chromium renders in: the renderer and its page glue
// (page-entry.ts) as one browser script. In a checkout it is bundled from the sources with
// esbuild (a development dependency) the first time a process renders, so it is always the
// current code; a production image has no sources and no bundler, and reads the file the
// production build wrote (`npm run build -w @atelier/scene`: packages/scene/dist/render-page.js).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** Where the production build writes the page script. */
export const builtPageScriptFile = fileURLToPath(new URL('../../dist/render-page.js', import.meta.url));

/** The page's source entry; absent in a production image. */
const pageEntryFile = fileURLToPath(new URL('./page-entry.ts', import.meta.url));

/** The page script bundled from the sources. */
export async function bundlePageScript(): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [pageEntryFile],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** The page script: bundled from the sources where they are, else the built file. */
export async function loadPageScript(): Promise<string> {
  if (existsSync(pageEntryFile)) return bundlePageScript();
  return readFile(builtPageScriptFile, 'utf8');
}
