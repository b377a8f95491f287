/**
 * "Delete my account": the member asks, is signed out at once, and their personal
 * fields are erased 30 days later (api/jobs/erase-deleted-accounts.ts). Until then they may sign
 * in and cancel; from the due date on, sign-in is refused. Pure rules, judged at the app clock's `at`.
 */

/** Days between the request and the erasure: the privacy page promises an answer within one month. */
export const ACCOUNT_DELETION_GRACE_DAYS = 30;

const DAY_MS = 86_400_000;

type DeletionState = { deletionDueAt: Date | null; erasedAt: Date | null };

/** When a deletion asked for at `requestedAt` is carried out. */
export function deletionDueAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
}

/** A deletion was asked for and its due date has not come: the member may still sign in and cancel it. */
export function isDeletionPending(account: DeletionState, at: Date): boolean {
  return account.erasedAt === null && account.deletionDueAt !== null && account.deletionDueAt > at;
}

/** The due date has come (erased or about to be by the next daily run): no sign-in, no session, no cancelling. */
export function isDeletionDue(account: DeletionState, at: Date): boolean {
  return account.erasedAt !== null || (account.deletionDueAt !== null && account.deletionDueAt <= at);
}
