import type { TCandidateInput } from '../../../shared/schemas/listing';

/**
 * A validated candidate save as the candidates table stores it: the poster's consent declaration
 * (POPIA) becomes its day and when it was declared; every other field is a column.
 */
export function candidateColumns(data: TCandidateInput, declaredAt: Date) {
  // The identifiers and the full name are never a column: only their keyed hashes are kept
  // (record-candidate-identifiers.ts); the warnings' confirmation is kept apart (anonymity_confirmations).
  const { consent, identifiers: _identifiers, fullName: _fullName, anonymityConfirmed: _confirmed, ...fields } = data;
  return { ...fields, consentDate: consent.date, consentRecordedAt: declaredAt };
}
