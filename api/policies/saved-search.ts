/** Who may see and change a saved search: its owner only. Anyone else (administrators too) gets 404. */
import type { Account } from '../domain/rows';
import { NotFoundError } from '../errors';
import { SAVED_SEARCH_MESSAGES } from '../../shared/schemas/saved-search';

export function canManageSavedSearch(user: Account, row: { accountId: string }): boolean {
  return row.accountId === user.id;
}

export function authorizeSavedSearch<R extends { accountId: string }>(
  user: Account,
  row: R | undefined,
): asserts row is R {
  if (!row || !canManageSavedSearch(user, row))
    throw new NotFoundError(SAVED_SEARCH_MESSAGES.notFound, 'Saved search not found');
}
