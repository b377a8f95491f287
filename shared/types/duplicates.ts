/** POST /api/candidates/duplicate-check (issue 23): never says whose candidate it is. */
export type DuplicateCheck = { duplicate: boolean; since?: string };

/** For administrators, on a flagged candidate: the other member's listing and which was posted first. */
export type CandidateDuplicate = { uid: string; reference: string; created: string; isEarlier: boolean };
