import { chromium, type Browser } from 'playwright-core';

/** A Chromium instance started for one test file, with the way to shut it down. */
export interface LaunchedBrowser {
  browser: Browser;
  close(): Promise<void>;
}

// Chromium comes from Debian rather than from a Playwright download, because no install
// step here may fetch a browser. CHROMIUM_PATH lets a machine point somewhere else.
const defaultChromiumPath = '/usr/bin/chromium';

// Flags that keep a headless run quiet and self-contained: no GPU, no background traffic to
// Google services, no first-run UI. playwright-core's launch() creates and removes a fresh
// user data directory itself, so runs never share a profile.
const chromiumArguments = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Starts headless Chromium for a browser test. Call close() in the test's teardown. */
export async function launchChromium(): Promise<LaunchedBrowser> {
  const executablePath = process.env.CHROMIUM_PATH ?? defaultChromiumPath;
  const browser = await chromium.launch({ executablePath, headless: true, args: chromiumArguments });
  return {
    browser,
    async close() {
      await browser.close();
    },
  };
}
