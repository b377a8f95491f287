import type { TJobInput } from '../../../shared/schemas/listing';

/**
 * A validated job save as the jobs table stores it: the client's name is write-only (a secret of
 * the anonymity guard and a keyed hash of the member's employer history) and the confirmation of
 * the guard's warnings is kept apart (anonymity_confirmations); neither is a column.
 */
export function jobColumns(data: TJobInput) {
  const { clientName: _clientName, anonymityConfirmed: _confirmed, ...fields } = data;
  return fields;
}
