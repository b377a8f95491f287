/**
 * The open event streams of this web process, by account: what the database's notifications are
 * handed to (api/live/listen.ts) and what GET /api/events adds a stream to. Bounded: at most
 * `perProcess` streams in all (LIVE_MAX_STREAMS) and `perAccount` for one member (their tabs on
 * every device), so a process's memory and file descriptors cannot be run out by open streams.
 */
import { parseLiveNotification, type LiveEventName } from './live-events';

export type LiveStream = { send(event: LiveEventName, data: Record<string, string>): void; close(): void };

export type LiveLimits = { perProcess: number; perAccount: number };

/** A member's streams in one process: a tab each, on every device they use (the PWA opens one per tab). */
export const LIVE_STREAMS_PER_ACCOUNT = 10;

export type Admission =
  { admitted: true; leave(): void } | { admitted: false; reason: 'process-full' | 'account-full' };

export class LiveHub {
  private readonly byAccount = new Map<string, Set<LiveStream>>();
  private open = 0;

  constructor(private readonly limits: LiveLimits) {}

  /** How many streams are open (the live_streams gauge). */
  get size(): number {
    return this.open;
  }

  join(accountId: string, stream: LiveStream): Admission {
    const own = this.byAccount.get(accountId) ?? new Set<LiveStream>();
    if (this.open >= this.limits.perProcess) return { admitted: false, reason: 'process-full' };
    if (own.size >= this.limits.perAccount) return { admitted: false, reason: 'account-full' };
    own.add(stream);
    this.byAccount.set(accountId, own);
    this.open++;
    let isGone = false;
    return {
      admitted: true,
      leave: () => {
        if (isGone) return;
        isGone = true;
        own.delete(stream);
        this.open--;
        if (own.size === 0 && this.byAccount.get(accountId) === own) this.byAccount.delete(accountId);
      },
    };
  }

  /** A notification from LIVE_CHANNEL: to that member's streams in this process, if any. */
  deliver = (payload: string): void => {
    const event = parseLiveNotification(payload);
    if (!event) return;
    for (const stream of this.byAccount.get(event.accountId) ?? []) stream.send(event.event, event.data);
  };

  /** Every stream may have missed events: each tab refetches what it shows. */
  resync(): void {
    for (const streams of this.byAccount.values()) for (const stream of streams) stream.send('resync', {});
  }

  /** Shutdown: every stream ends now (a tab reconnects to another process) so the server can close. */
  closeAll(): void {
    for (const streams of [...this.byAccount.values()]) for (const stream of [...streams]) stream.close();
  }
}
