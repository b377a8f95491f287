/**
 * The browser of an end-to-end file in one call, as useTestServer (use-test-server.ts) is the
 * server: registers the `beforeAll` that launches Chromium and the `afterAll` that closes it, and
 * returns a handle whose page and context exist inside tests and hooks. Call it after
 * useTestServer, so the browser closes before the server stops (after hooks run in reverse).
 *
 *     const server = useTestServer({ env: { SERVE_WEB: 'true' } });
 *     const browser = useBrowser({ width: 360, height: 740 });
 *     let page: Page;
 *     beforeAll(() => {
 *       page = browser.page;
 *     });
 */
import { afterAll, beforeAll } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, type Browser } from './browser';

export function useBrowser(options: Parameters<typeof launchBrowser>[0] = {}): Browser {
  let launched: Browser | undefined;
  const current = (): Browser => {
    if (!launched) throw new Error('useBrowser(): the browser is not running — use it inside a test or a hook');
    return launched;
  };
  const handle: Browser = {
    get context(): BrowserContext {
      return current().context;
    },
    get page(): Page {
      return current().page;
    },
    async close() {
      const browser = launched;
      launched = undefined;
      await browser?.close();
    },
  };
  beforeAll(async () => {
    launched = await launchBrowser(options);
  });
  afterAll(() => handle.close());
  return handle;
}
