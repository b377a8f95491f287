/** For administrators, on a flagged candidate: the other member's listing and which was posted first. */
export type CandidateDuplicate = { uid: string; reference: string; created: string; isEarlier: boolean };
