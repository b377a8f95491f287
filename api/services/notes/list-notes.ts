import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { preparedOnce } from '../../db/prepared';
import type { Db } from '../../db/pool';
import { notes } from '../../db/schema';
import type { NoteRow } from '../../domain/rows';
import { NOTES_LIMIT, NOTES_WINDOW_DAYS } from '../../../shared/constants';

export function windowStart(now = Date.now()): Date {
  return new Date(now - NOTES_WINDOW_DAYS * 86_400_000);
}

type Placeholder = ReturnType<typeof sql.placeholder>;

/** The bell's rows: the member's own, not deleted, of the window, newest first, at most 100. */
const shownOf = (userId: Placeholder, since: Placeholder) =>
  and(eq(notes.userId, userId), eq(notes.isDeleted, false), gte(notes.createdAt, since));
const shown = shownOf(sql.placeholder('userId'), sql.placeholder('since'));
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
 * dashboard (a sixth of the load mix) needs the number, not up to 100 rows mapped in Node. As a
 * value of one column, so that the dashboard can read it in its one statement
 * (api/services/dashboard/count-dashboard.ts): `userId` and `since` (windowStart) are its placeholders.
 */
export function unreadNotesCount(db: Db, userId: Placeholder, since: Placeholder): SQL<number> {
  const rows = db
    .select({ isRead: notes.isRead })
    .from(notes)
    .where(shownOf(userId, since))
    .orderBy(...newestFirst)
    .limit(NOTES_LIMIT)
    .as('shown');
  const count = db.select({ unread: sql<number>`(count(*) FILTER (WHERE NOT ${rows.isRead}))::int` }).from(rows);
  return sql<number>`(${count})`;
}

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
