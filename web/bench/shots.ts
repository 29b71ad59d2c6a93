// Screenshots of the editor harness in both themes, and switched from dark to light while
// open, for looking at the canvas by eye:
// node --import tsx web/bench/shots.ts <output folder>
// SCENE=sample (or sphere, empty) shoots the 3D editor on that scene instead, in both themes and
// in a narrow window.
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDirectory = fileURLToPath(new URL('..', import.meta.url));
const output = process.argv[2] ?? '/tmp';

const server = await createServer({
  root: webDirectory,
  configFile: path.join(webDirectory, 'vite.config.ts'),
  server: { port: 0 },
  logLevel: 'warn',
});
await server.listen();
const address = server.resolvedUrls!.local[0]!;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
async function sceneShots(kind: string) {
  for (const [name, theme, viewport] of [
    ['dark', 'dark', { width: 1440, height: 900 }],
    ['light', 'light', { width: 1440, height: 900 }],
    ['narrow', 'dark', { width: 420, height: 860 }],
  ] as const) {
    const page = await browser.newPage({ viewport });
    page.on('console', (message) => {
      if (message.type() === 'error') console.log('console:', message.text());
    });
    page.on('pageerror', (error) => console.log('page error:', error.message));
    await page.goto(`${address}bench/harness/index.html?scene=${kind}&theme=${theme}`);
    await page.locator('.scene-editor-canvas canvas').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(4000);
    await page.screenshot({ path: path.join(output, `scene-${kind}-${name}.png`) });
    await page.close();
  }
}

try {
  if (process.env.SCENE) await sceneShots(process.env.SCENE);
  else
    for (const theme of ['dark', 'light', 'switched']) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      page.on('console', (message) => {
        if (message.type() === 'error') console.log('console:', message.text());
      });
      page.on('pageerror', (error) => console.log('page error:', error.message));
      await page.goto(
        `${address}bench/harness/index.html?nodes=${process.env.NODES ?? 12}&previews=${process.env.PREVIEWS ?? 6}&theme=${theme === 'light' ? 'light' : 'dark'}`,
      );
      await page.waitForFunction(() => (window.editorHarness?.openedAt ?? 0) > 0, undefined, {
        timeout: 60_000,
      });
      await page.evaluate(() => {
        const editor = window.editorHarness!.session.editor;
        editor.select({ nodeIds: ['n1'] });
        editor.setCamera({ x: 40, y: 60, zoom: 0.9 });
      });
      await page.waitForTimeout(2500);
      if (theme === 'switched') {
        await page.evaluate(() => window.editorHarness!.setTheme('light'));
        await page.waitForTimeout(1000);
      }
      await page.screenshot({ path: path.join(output, `editor-${theme}.png`) });
      await page.close();
    }
} finally {
  await browser.close();
  await server.close();
}
