/** Who may use a bulk import: only the member who uploaded it (administrators too: as members). */
import type { Account } from '../domain/rows';
import { NotFoundError } from '../errors';
import { IMPORT_MESSAGES } from '../../shared/schemas/imports';

export const canUseImport = (user: Account, row: { ownerId: string }): boolean => row.ownerId === user.id;

export function importNotFound(): NotFoundError {
  return new NotFoundError(IMPORT_MESSAGES.notFound);
}

/** Throws 404 unless `user` uploaded the import: anyone else may not know it exists. */
export function authorizeImport(user: Account, row: { ownerId: string }): void {
  if (!canUseImport(user, row)) throw importNotFound();
}
