/** The anonymity guard's findings as the PWA (and any other client) reads them. */
import type { Finding } from '../../shared/anonymity';
import type { AnonymityCheckResponse } from '../../shared/types/anonymity';

export function presentAnonymityCheck(findings: Array<Finding & { field: string }>): AnonymityCheckResponse {
  return {
    findings: findings.map(({ field, start, end, kind, severity, label }) => ({
      field,
      start,
      end,
      kind,
      severity,
      label,
    })),
  };
}
