import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { preparedOnce } from '../../db/prepared';
import { notes } from '../../db/schema';
import type { NoteRow } from '../../domain/rows';
import { NOTES_LIMIT, NOTES_WINDOW_DAYS } from '../../../shared/constants';

export function windowStart(now = Date.now()): Date {
  return new Date(now - NOTES_WINDOW_DAYS * 86_400_000);
}

/** The bell's rows: the member's own, not deleted, of the window, newest first, at most 100. */
const shown = and(
  eq(notes.userId, sql.placeholder('userId')),
  eq(notes.isDeleted, false),
  gte(notes.createdAt, sql.placeholder('since')),
);
const newestFirst = [desc(notes.createdAt), desc(notes.id)] as const;

/** A named statement: the bell (a tenth of the load mix) reads it. */
const notesOf = preparedOnce((db) =>
  db
    .select()
    .from(notes)
    .where(shown)
    .orderBy(...newestFirst)
    .limit(NOTES_LIMIT)
    .prepare('list_notes'),
);

/**
 * The unread count among exactly the rows `notesOf` returns, counted in the database: the
 * dashboard (a sixth of the load mix) needs the number, not up to 100 rows mapped in Node.
 */
const unreadOf = preparedOnce((db) => {
  const rows = db
    .select({ isRead: notes.isRead })
    .from(notes)
    .where(shown)
    .orderBy(...newestFirst)
    .limit(NOTES_LIMIT)
    .as('shown');
  return db
    .select({ unread: sql<number>`(count(*) FILTER (WHERE NOT ${rows.isRead}))::int` })
    .from(rows)
    .prepare('count_unread_notes');
});

/**
 * The notes the bell shows (spec “The calls it makes” notes): the member's own, not deleted, of the last 14 days,
 * newest first, at most 100; the id breaks ties (a bulk message writes many notes at one moment) so
 * the same 100 come back every time. `unread` counts the unread ones among exactly these rows, and
 * it is the only unread count: the bell (GET /api/notes) and the dashboard (GET /api/dashboard)
 * both take it from here, so they never disagree, and a member is never told of notes the panel
 * cannot show.
 */
export async function listNotes(
  ctx: AppContext,
  options: { userId: string },
): Promise<{ rows: NoteRow[]; unread: number }> {
  const { userId } = options;
  const rows = await notesOf(ctx.db).execute({ userId, since: notes.createdAt.mapToDriverValue(windowStart()) });
  return { rows, unread: rows.filter((n) => !n.isRead).length };
}

/** `listNotes(…).unread` without the rows (same rows, same rule): the dashboard's unread count. */
export async function countUnreadNotes(ctx: AppContext, options: { userId: string }): Promise<number> {
  const [row] = await unreadOf(ctx.db).execute({
    userId: options.userId,
    since: notes.createdAt.mapToDriverValue(windowStart()),
  });
  return row?.unread ?? 0;
}
