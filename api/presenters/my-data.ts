/** The "My data" export: the member's rows as they may see them, as JSON and CSV. */
import type { Account } from '../domain/rows';
import type { MyDataRows } from '../domain/my-data';
import type { AppSettings } from '../../shared/types/settings';
import type { MyDataExport, MyDataTables } from '../../shared/types/my-data';
import { presentProfile } from './profile';
import { presentDealListItem } from './deal';
import { presentListing } from './listing';
import { csvCell } from './member-csv';
import { presentNote } from './note';
import { presentProposal } from './proposal';
import { presentThread } from './thread';
import { presentSavedSearch } from './saved-search';
import { presentApiToken } from './api-token';

const MESSAGE_COLUMNS = ['threadUid', 'threadKind', 'about', 'withWhom', 'uid', 'mine', 'body', 'created', 'read'];

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
}

/**
 * A table as CSV: the union of its rows' keys as the header; objects and arrays as JSON text.
 * `header`: the columns of a table that may be empty (its header row all the same).
 */
export function tableCsv(rows: readonly object[], header: readonly string[] = []): string {
  const columns: string[] = [...header];
  for (const row of rows) for (const key of Object.keys(row)) if (!columns.includes(key)) columns.push(key);
  const cell = (value: unknown) =>
    csvCell(value !== null && typeof value === 'object' ? JSON.stringify(value) : (value ?? ''));
  const lines = rows.map((row) => columns.map((c) => cell((row as Record<string, unknown>)[c])).join(','));
  return [columns.map((c) => csvCell(c)).join(','), ...lines].join('\r\n') + '\r\n';
}

export function presentMyData(rows: MyDataRows, options: { settings: AppSettings; exportedAt: Date }): MyDataExport {
  // Listings and proposals as the member sees them in the app (never admin-only fields, even for an admin).
  const viewer: Account = { ...rows.account, isAdmin: false };
  const profile = presentProfile(rows.account, { viewer: 'self', settings: options.settings });
  const consentRows = rows.candidates.map((c) => ({
    uid: c.id,
    reference: c.reference,
    consentDate: c.consentDate,
    consentRecorded: c.consentRecordedAt?.toISOString() ?? null,
  }));
  const tables: MyDataTables = {
    profile: [profile],
    jobs: rows.jobs.map((row) => presentListing(row, viewer, undefined, options.exportedAt)),
    candidates: rows.candidates.map((row) => presentListing(row, viewer, undefined, options.exportedAt)),
    proposals: rows.proposals.map((loaded) =>
      presentProposal(loaded, viewer, { standing: { settings: options.settings, at: options.exportedAt } }),
    ),
    deals: rows.deals.map((row) => presentDealListItem(row, viewer)),
    notes: rows.notes.map((note) => ({ ...presentNote(note), deleted: note.isDeleted })),
    audit: rows.audit.map((entry) => ({
      id: entry.id,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      byMe: entry.isByMe,
      created: entry.createdAt.toISOString(),
    })),
    pushSubscriptions: rows.pushSubscriptions.map((s) => ({
      endpointHost: hostOf(s.endpoint),
      created: s.createdAt.toISOString(),
    })),
    // Each message as the member sees it in the thread (a question thread's other party is a label).
    messages: rows.threads.flatMap(({ loaded, messages }) => {
      const thread = presentThread(loaded, viewer, { settings: options.settings, at: options.exportedAt });
      const about = [thread.listing.reference, thread.candidate?.reference].filter(Boolean).join(' / ');
      const withWhom = thread.counterpart.name ?? thread.counterpart.label;
      return messages.map((m) => ({
        threadUid: thread.uid,
        threadKind: thread.kind,
        about,
        withWhom,
        uid: m.id,
        mine: m.authorId === viewer.id,
        body: m.body,
        created: m.createdAt.toISOString(),
        read: m.readAt !== null,
      }));
    }),
    consent: consentRows,
    savedSearches: rows.savedSearches.map(presentSavedSearch),
    apiTokens: rows.apiTokens.map((row) => presentApiToken(row, options.exportedAt)),
    importMappings: rows.importMappings.map(({ updatedAt, ...mapping }) => ({
      ...mapping,
      updated: updatedAt.toISOString(),
    })),
  };
  const csv = Object.fromEntries(
    Object.entries(tables).map(([name, list]) => [
      name,
      tableCsv(list as object[], name === 'messages' ? MESSAGE_COLUMNS : []),
    ]),
  ) as MyDataExport['csv'];
  return {
    exported: options.exportedAt.toISOString(),
    format: 'recruiter-connect-my-data/1',
    ...tables,
    profile,
    consent: { termsAccepted: profile.termsAccepted, candidates: consentRows },
    csv,
  };
}
