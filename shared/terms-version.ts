/**
 * The version of the collaboration terms (/terms). Shown on the terms page and recorded with each
 * party's acceptance of a deal's terms (shared/rules/deal.ts). Change it with the terms.
 */
export const TERMS_VERSION = '2026-11';
