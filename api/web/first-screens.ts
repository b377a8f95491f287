/**
 * The screens whose code the page names up front (api/web/shell.ts), by path: the pages people land
 * on (links in mails, the start URL, bookmarks). Any other path loads as before, its chunks found by
 * the app once the entry script has run.
 *
 * Kept by hand, on purpose and only here: which screen a path shows is the PWA's router's knowledge
 * (web/src/router.tsx, web/src/routes/signed-in-routes.tsx), which the server cannot run, and the
 * build's manifest (dist/.vite/manifest.json) names chunks, not paths. What the table buys: the
 * screen's chunks download with the entry script instead of one network round trip after it (and,
 * signed in, a second one after the signed-in routes' chunk). scripts/bench/first-screens.ts
 * measures it on a throttled phone, with the table and with it emptied, and writes the figures into
 * docs/performance.md ("First screen on a phone"). What keeps it honest:
 * tests/unit/web-shell.test.ts checks that every module named exists and is one the routers really
 * lazy-load, and a module missing from the build is skipped (that path then loads as any other).
 * A path left out of the table only loses the head start.
 */
const SIGNED_IN = ['src/routes/signed-in-routes.tsx', 'src/offline/query-cache.ts'];

export const FIRST_SCREENS: Array<{ path: RegExp; modules: string[] }> = [
  { path: /^\/home$/, modules: ['src/routes/public/Home.tsx'] },
  { path: /^\/(login|activate\/[^/]+\/[^/]+)$/, modules: ['src/routes/security/Login.tsx'] },
  { path: /^\/register$/, modules: ['src/routes/security/Register.tsx'] },
  { path: /^\/change(\/[^/]+)?$/, modules: ['src/routes/security/Change.tsx'] },
  // The dashboard and the two lists are in the signed-in routes' chunk (routes/signed-in-routes.tsx).
  { path: /^\/(dashboard|jobs|candidates)$/, modules: SIGNED_IN },
  // One job spec or candidate (and the 'add' forms): one screen module for both kinds.
  { path: /^\/(jobs|candidates)\/[^/]+$/, modules: [...SIGNED_IN, 'src/routes/listings/ListingScreen.tsx'] },
];
