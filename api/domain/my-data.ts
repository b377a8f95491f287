import type { DealListRow } from './deal';
import type { ThreadListRow, ThreadMessageRow } from './thread';
import type { LoadedProposal } from './proposal';
import type { Account, ApiTokenRow, CandidateRow, JobRow, NoteRow, SavedSearchWithCount } from './rows';

/** One member's own rows, loaded for the "My data" export; the presenter decides what shows. */
export type MyDataRows = {
  account: Account;
  jobs: JobRow[];
  candidates: CandidateRow[];
  proposals: LoadedProposal[];
  deals: DealListRow[];
  notes: NoteRow[];
  savedSearches: SavedSearchWithCount[];
  /** Personal API tokens (never their hashes). */
  apiTokens: ApiTokenRow[];
  /** The bulk import's saved mapping per kind (header → field, word → id). */
  importMappings: Array<{
    kind: 'job' | 'candidate';
    columns: Record<string, string>;
    values: Record<string, Record<string, number | null>>;
    updatedAt: Date;
  }>;
  audit: {
    id: number;
    action: string;
    targetType: string;
    targetId: string | null;
    isByMe: boolean;
    createdAt: Date;
  }[];
  pushSubscriptions: { endpoint: string; createdAt: Date }[];
  /** The member's conversations and each one's messages. */
  threads: Array<{ loaded: ThreadListRow; messages: ThreadMessageRow[] }>;
};
