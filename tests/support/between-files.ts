/**
 * Set-up file of the API and end-to-end projects, which run their files one after another in the
 * same worker without re-importing the app (`isolate: false` in vitest.config.ts): the app's
 * modules are loaded once per worker instead of once per file. The one piece of process-wide
 * state a test may change on purpose is the app clock (api/clock.ts); every file starts with the
 * machine's time even if the file before it forgot to put the clock back.
 */
import { beforeAll } from 'vitest';
import { resetClock } from '../../api/clock';

beforeAll(() => {
  resetClock();
});
