/** What the anonymity guard found, as POST /api/anonymity/check answers it (api/routes/anonymity.ts). */
import type { FindingKind, Severity } from '../anonymity';

/** One span of one field: UTF-16 offsets into the text sent, what it looks like, whether it blocks a save. */
export type AnonymityFindingView = {
  field: string;
  start: number;
  end: number;
  kind: FindingKind;
  severity: Severity;
  label: string;
};

/** POST /api/anonymity/check: every finding, field by field in the order sent, each in reading order. */
export type AnonymityCheckResponse = { findings: AnonymityFindingView[] };
