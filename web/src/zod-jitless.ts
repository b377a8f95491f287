/**
 * Zod compiles its object parsers with `new Function` when it may, and to learn whether it may it
 * tries once: under our CSP (script-src 'self', no 'unsafe-eval') Chrome reports that try as a CSP
 * violation (the DevTools Issues panel; Lighthouse best practices), although zod catches it. The
 * PWA's forms are small and validate as fast without the compiled path, so zod runs `jitless`.
 *
 * Zod keeps its settings in `globalThis.__zod_globalConfig` (shared by every copy of zod) and only
 * creates it when missing, so setting it here — main.tsx imports this first, before any schema is
 * built — is `z.config({ jitless: true })` without putting zod's core in the first page's chunk.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
