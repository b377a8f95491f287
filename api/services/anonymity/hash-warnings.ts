import type { AppContext } from '../../context';
import type { FieldFinding } from '../../domain/anonymity';
import { normalisePhrase } from '../../../shared/anonymity/phrases';
import { keyedHash } from '../candidates/identifier-hash';

/**
 * A keyed hash of each warning of a save (its field, kind and flagged words, however spaced or
 * cased): what a confirmation covers, so the same warning is not asked again on that listing and
 * a changed flagged text is. Never the text itself.
 */
export function hashWarnings(ctx: AppContext, fields: Record<string, string>, warnings: FieldFinding[]): string[] {
  return warnings.map((warning) => {
    const flagged = normalisePhrase((fields[warning.field] ?? '').slice(warning.start, warning.end));
    return keyedHash(ctx, 'anonymity-warning', `${warning.field}|${warning.kind}|${flagged}`);
  });
}
