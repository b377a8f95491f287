/**
 * The open event streams of this web process, by account: what the database's notifications are
 * handed to (api/live/listen.ts) and what GET /api/events adds a stream to. Bounded: at most
 * `perProcess` streams in all (LIVE_MAX_STREAMS) and `perAccount` for one member (their tabs on
 * every device), so a process's memory and file descriptors cannot be run out by open streams.
 *
 * A stream lives no longer than the session it was opened with. The session rows' and accounts'
 * own notifications (the session cache's channel, `sessionsChanged`) say which sessions may have
 * ended — a sign-out, an offboarding, an erasure request, a password change elsewhere — and those
 * streams' sessions are checked again at once; every stream is also checked every
 * RECHECK_EVERY_MS, which ends the streams of sessions that simply expired (no row changes then)
 * and bounds any notification lost. A stream whose session is gone hears `resync` (its tab
 * refetches, is refused and signs out) and ends.
 */
import { parseLiveNotification, type LiveEventName } from './live-events';

export type LiveStream = { send(event: LiveEventName, data: Record<string, string>): void; close(): void };

export type LiveLimits = { perProcess: number; perAccount: number };

/** A member's streams in one process: a tab each, on every device they use (the PWA opens one per tab). */
export const LIVE_STREAMS_PER_ACCOUNT = 10;

/** How often every open stream's session is checked again, whatever was heard. */
export const RECHECK_EVERY_MS = 60_000;

/** Notifications heard within this long are checked together (a bulk sign-out is one query). */
const GATHER_MS = 50;

/** A stream's session: the stored session id and the account it was opened for. */
export type StreamSession = { sid: string; accountId: string };

/** The sids among `sessions` that are still signed in as their account (one query for all). */
export type SessionCheck = (sessions: StreamSession[]) => Promise<Set<string>>;

export type Admission =
  { admitted: true; leave(): void } | { admitted: false; reason: 'process-full' | 'account-full' };

type Entry = StreamSession & { stream: LiveStream; leave(): void };

export class LiveHub {
  private readonly byAccount = new Map<string, Set<Entry>>();
  private open = 0;
  /** Streams whose session is to be checked at the end of the current gathering. */
  private readonly toCheck = new Set<Entry>();
  private gathering: NodeJS.Timeout | undefined;
  private recheck: NodeJS.Timeout | undefined;

  constructor(
    private readonly limits: LiveLimits,
    private readonly check: SessionCheck | null = null,
    private readonly onCheckFailed: (err: unknown) => void = () => undefined,
  ) {}

  /** How many streams are open (the live_streams gauge). */
  get size(): number {
    return this.open;
  }

  join(session: StreamSession, stream: LiveStream): Admission {
    const { accountId } = session;
    const own = this.byAccount.get(accountId) ?? new Set<Entry>();
    if (this.open >= this.limits.perProcess) return { admitted: false, reason: 'process-full' };
    if (own.size >= this.limits.perAccount) return { admitted: false, reason: 'account-full' };
    let isGone = false;
    const leave = () => {
      if (isGone) return;
      isGone = true;
      own.delete(entry);
      this.toCheck.delete(entry);
      this.open--;
      if (own.size === 0 && this.byAccount.get(accountId) === own) this.byAccount.delete(accountId);
      if (this.open === 0) this.stopRechecking();
    };
    const entry: Entry = { ...session, stream, leave };
    own.add(entry);
    this.byAccount.set(accountId, own);
    this.open++;
    this.startRechecking();
    return { admitted: true, leave };
  }

  /** A notification from LIVE_CHANNEL: to the streams in this process of the members it names, if any. */
  deliver = (payload: string): void => {
    if (this.open === 0) return;
    const event = parseLiveNotification(payload);
    if (!event) return;
    for (const accountId of event.accountIds)
      for (const { stream } of this.byAccount.get(accountId) ?? []) stream.send(event.event, event.data);
  };

  /**
   * A notification of the session cache's channel (api/auth/session-invalidation.ts): `s:<sid>`
   * a session row changed or went, `a:<account id>` an account changed, anything else (a
   * TRUNCATE) everything may have. The streams it may concern have their session checked again.
   */
  sessionsChanged = (payload: string): void => {
    if (!this.check || this.open === 0 || payload.startsWith('probe:')) return;
    if (payload.startsWith('a:'))
      for (const entry of this.byAccount.get(payload.slice(2)) ?? []) this.toCheck.add(entry);
    else if (payload.startsWith('s:')) {
      const sid = payload.slice(2);
      for (const entry of this.entries()) if (entry.sid === sid) this.toCheck.add(entry);
    } else for (const entry of this.entries()) this.toCheck.add(entry);
    if (this.toCheck.size > 0 && !this.gathering) {
      this.gathering = setTimeout(() => {
        this.gathering = undefined;
        const entries = [...this.toCheck];
        this.toCheck.clear();
        void this.checkNow(entries);
      }, GATHER_MS);
      this.gathering.unref();
    }
  };

  /** Checks these streams' sessions in one query; ends the streams whose session is gone. */
  async checkNow(entries: Entry[] = [...this.entries()]): Promise<void> {
    if (!this.check || entries.length === 0) return;
    let signedIn: Set<string>;
    try {
      signedIn = await this.check(entries.map(({ sid, accountId }) => ({ sid, accountId })));
    } catch (err) {
      // The database is away: the next check (or the stream's own end) decides.
      this.onCheckFailed(err);
      return;
    }
    for (const entry of entries) {
      // Still here: two checks may overlap (the minute's, a notification's), and the stream may
      // have ended meanwhile; an ended stream is never written to.
      if (signedIn.has(entry.sid) || !this.byAccount.get(entry.accountId)?.has(entry)) continue;
      // Out of the hub before it ends, so no event is delivered to it between its end and 'close'.
      entry.leave();
      entry.stream.send('resync', {});
      entry.stream.close();
    }
  }

  /** Every stream may have missed events: each tab refetches what it shows. */
  resync(): void {
    for (const { stream } of this.entries()) stream.send('resync', {});
  }

  /** Shutdown: every stream ends now (a tab reconnects to another process) so the server can close. */
  closeAll(): void {
    for (const { stream } of [...this.entries()]) stream.close();
    this.stopRechecking();
    clearTimeout(this.gathering);
    this.gathering = undefined;
  }

  private *entries(): Generator<Entry> {
    for (const own of this.byAccount.values()) yield* own;
  }

  private startRechecking(): void {
    if (!this.check || this.recheck) return;
    this.recheck = setInterval(() => void this.checkNow(), RECHECK_EVERY_MS);
    this.recheck.unref();
  }

  private stopRechecking(): void {
    clearInterval(this.recheck);
    this.recheck = undefined;
  }
}
