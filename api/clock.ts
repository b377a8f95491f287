/**
 * The application's clock. Everything whose outcome depends on the date — deadlines, reminders,
 * lapsing, erasure due dates — asks `now()` here instead of `new Date()`, and passes that instant to
 * SQL as a parameter rather than using the database's `now()`, so a test can move time through a
 * proposal's or a deal's life without waiting (tests run the app in-process: tests/support/test-server.ts).
 *
 * Only NODE_ENV=test may move the clock: in production `now()` is always the machine's time.
 */

let offsetMs = 0;
let fixedAt: number | null = null;

export function now(): Date {
  return new Date(fixedAt ?? Date.now() + offsetMs);
}

function assertTest(): void {
  if (process.env.NODE_ENV !== 'test') throw new Error('The clock can only be moved in tests (NODE_ENV=test)');
}

/** Stops the clock at `at` (it stays there until moved again), or lets it run again with `null`. */
export function setClock(at: Date | string | null): void {
  assertTest();
  offsetMs = 0;
  fixedAt = at === null ? null : new Date(at).getTime();
}

/** Moves the clock forward (or back, with a negative amount) by `ms`, stopped or running. */
export function advanceClock(ms: number): void {
  assertTest();
  if (fixedAt === null) offsetMs += ms;
  else fixedAt += ms;
}

/** Back to the machine's time (an afterEach/afterAll of every test that moved the clock). */
export function resetClock(): void {
  offsetMs = 0;
  fixedAt = null;
}
