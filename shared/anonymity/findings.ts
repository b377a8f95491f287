/**
 * What the anonymity guard reports about a piece of listing text: a span (UTF-16 offsets into that
 * field's text, as JavaScript strings count), what it looks like, and whether it stops the listing
 * from being saved ('block') or asks the member to confirm it once ('warn').
 */
export type FindingKind =
  'email' | 'phone' | 'sa-id' | 'passport' | 'url' | 'social' | 'own-contact' | 'secret' | 'person-name' | 'employer';

export type Severity = 'block' | 'warn';

export type Finding = { start: number; end: number; kind: FindingKind; severity: Severity; label: string };

/** What each kind is called in the member's words (the highlight's caption and the 422's message). */
export const FINDING_LABELS: Record<FindingKind, string> = {
  email: 'an e-mail address',
  phone: 'a phone number',
  'sa-id': 'an ID number',
  passport: 'a passport number',
  url: 'a web address',
  social: 'a social media profile',
  'own-contact': 'your own contact details',
  secret: 'the candidate’s or client’s identity',
  'person-name': 'a person’s name',
  employer: 'an employer’s name',
};

/** Why a listing save with a blocking finding is refused (the 422's message), in the spec's words. */
export const anonymityRefusalMessage = (kind: FindingKind): string =>
  `This text may reveal who the candidate or client is: ${FINDING_LABELS[kind]}.`;

/**
 * Why a listing save with unconfirmed warnings is refused (the 422 'anonymity-warning' message):
 * what was found, and what the member is asked to confirm (ANONYMITY_CONFIRM_LABEL's words).
 */
export const anonymityWarningMessage = (kind: FindingKind): string =>
  `This text may identify someone: ${FINDING_LABELS[kind]}. Check it, then tick “I checked: this does not identify anyone”.`;

export const SEVERITY: Record<FindingKind, Severity> = {
  email: 'block',
  phone: 'block',
  'sa-id': 'block',
  passport: 'block',
  url: 'block',
  social: 'block',
  'own-contact': 'block',
  secret: 'block',
  'person-name': 'warn',
  employer: 'warn',
};

export function finding(kind: FindingKind, start: number, end: number, label = FINDING_LABELS[kind]): Finding {
  return { start, end, kind, severity: SEVERITY[kind], label };
}

/**
 * Findings in reading order, one per stretch of text: where two overlap, the blocking one (then the
 * longer one) stands for both, so a highlight never sits inside another.
 */
export function settle(findings: Finding[]): Finding[] {
  const ranked = [...findings].sort(
    (a, b) =>
      a.start - b.start ||
      (a.severity === b.severity ? 0 : a.severity === 'block' ? -1 : 1) ||
      b.end - b.start - (a.end - a.start),
  );
  const kept: Finding[] = [];
  for (const next of ranked) {
    const last = kept.at(-1);
    if (!last || next.start >= last.end) {
      kept.push(next);
      continue;
    }
    const nextWins =
      (next.severity === 'block' && last.severity === 'warn') ||
      (next.severity === last.severity && next.end - next.start > last.end - last.start);
    if (nextWins)
      kept[kept.length - 1] = { ...next, start: Math.min(last.start, next.start), end: Math.max(last.end, next.end) };
    else last.end = Math.max(last.end, next.end);
  }
  return kept;
}
