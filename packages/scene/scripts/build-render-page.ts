// `npm run build -w @atelier/scene`: writes the page script headless Chromium renders scenes in
// (packages/scene/dist/render-page.js), so production servers need no bundler at run time.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { builtPageScriptFile, bundlePageScript } from '../src/node/page-script';

const script = await bundlePageScript();
await mkdir(path.dirname(builtPageScriptFile), { recursive: true });
await writeFile(builtPageScriptFile, script);
process.stdout.write(
  `Wrote ${path.relative(process.cwd(), builtPageScriptFile)} (${(script.length / 1024).toFixed(0)} KiB)\n`,
);
