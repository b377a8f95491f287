/**
 * The answers that only say what happened ({ status }): a registration awaiting its e-mail, a
 * second factor awaited, a recovery mail sent, a password changed, and the like. Each route names
 * its status; the contract's type for it (shared/types) is that literal.
 */
import type { Account } from '../domain/rows';
import type { DeletionRequested } from '../../shared/types/account';
import type { Activated } from '../../shared/types/auth';

export function presentStatus<const S extends string>(status: S): { status: S } {
  return { status };
}

/** An account just activated: which address to sign in with. */
export function presentActivated(email: string): Activated {
  return { status: 'activated', email };
}

/** "Delete my account" asked: signed out, and when the account goes. */
export function presentDeletionRequested(account: Pick<Account, 'deletionDueAt'>): DeletionRequested {
  return { status: 'deletion-requested', dueAt: account.deletionDueAt!.toISOString() };
}
