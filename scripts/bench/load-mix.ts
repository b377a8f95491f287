/**
 * The request mix of the load test (scripts/bench/load.ts): what a signed-in member does next,
 * given what earlier answers told them, and what to remember from each answer.
 *
 *   35 % search (keyword, reference or none, plus 0–3 filters; 3 in 10 follow the last cursor)
 *   25 % open a listing (7 in 10 from the member's last search)
 *   15 % dashboard
 *   10 % notes (list them, or mark one read)
 *    8 % propose a match (one of my listings for someone else's listing of the other kind)
 *    7 % approve a proposal waiting for me
 * An action that cannot happen yet (nothing waiting to approve) becomes a notes request.
 */
import { CATEGORIES, EQUITIES, LOCATIONS, NATURES, PACKAGES, allowedIds, type ListingKind } from '../../shared/lookups';
import { DATE_POSTED_OPTIONS } from '../../shared/constants';

/**
 * LOAD_ONLY=search|open|dashboard|notes: every request of that one read (for its CPU per answer
 * alone, docs/performance.md § Load); LOAD_ONLY=writes: half propose, half approve (a member with
 * nothing to approve reads or lists notes instead); unset: the mix above.
 */
const ONLY_ROLL = { search: 1, open: 50, dashboard: 70, notes: 80, writes: -1 } as const;
const ONLY = process.env.LOAD_ONLY as keyof typeof ONLY_ROLL | undefined;
if (ONLY !== undefined && !(ONLY in ONLY_ROLL))
  throw new Error(`LOAD_ONLY must be one of ${Object.keys(ONLY_ROLL).join(', ')}`);

export type Action = 'search' | 'load more' | 'open' | 'dashboard' | 'notes' | 'read note' | 'propose' | 'approve';

/** Non-2xx answers that are business answers in this mix, not failures. */
export const EXPECTED: Partial<Record<Action, number[]>> = {
  propose: [409], // the pair already has an open proposal (two members can pick the same pair)
};

export type Listing = { id: string; reference: string; kind: ListingKind; owner: Member };
export type Sent = { action: Action; kind?: ListingKind; query?: string; seconder?: Member };
export type Member = {
  index: number;
  id: string;
  cookie: string;
  jobs: Listing[];
  candidates: Listing[];
  /** Proposals waiting for this member (the seconder) to approve. */
  waiting: string[];
  /** What the last search showed, to open one of them and to ask for the next page. */
  found: { kind: ListingKind; uids: string[]; query: string; next: string | null } | null;
  unreadNotes: string[];
  /** The request on the wire (one at a time per connection: no pipelining). */
  inFlight: Sent;
};
export type NextRequest = { sent: Sent; method: 'GET' | 'POST'; path: string; body?: unknown };

/** The mix's search keywords (also scripts/bench/search-shapes.ts's). */
export const SEARCH_KEYWORDS = [
  'engineer',
  'developer',
  'accountant',
  'manager',
  'analyst',
  'sales',
  'attorney',
  'payroll',
  'data',
  'mine',
  'hr business',
  'java',
];
const PROVINCES = LOCATIONS.filter((l) => l.kind === 'province').map((l) => l.id);
const CITIES = LOCATIONS.filter((l) => l.kind === 'city').map((l) => l.id);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const chance = (p: number) => Math.random() < p;

export function newMember(index: number, id: string): Member {
  return {
    index,
    id,
    cookie: '',
    jobs: [],
    candidates: [],
    waiting: [],
    found: null,
    unreadNotes: [],
    inFlight: { action: 'dashboard' },
  };
}

export function createMix(allListings: Record<ListingKind, Listing[]>) {
  function searchQuery(kind: ListingKind): string {
    const q = new URLSearchParams();
    if (chance(0.1)) q.set('q', pick(allListings[kind]).reference.toLowerCase());
    else if (chance(0.55)) q.set('q', pick(SEARCH_KEYWORDS));
    const filters: Array<() => void> = [
      () => q.set('categories', [...new Set([pick(CATEGORIES).id, pick(CATEGORIES).id])].join(',')),
      () => q.set('locations', String(chance(0.6) ? pick(PROVINCES) : pick(CITIES))),
      () => q.set('natures', String(pick(NATURES).id)),
      () => q.set('packages', [...new Set([pick(PACKAGES).id, pick(PACKAGES).id, pick(PACKAGES).id])].join(',')),
      () => q.set('equities', String(pick(allowedIds(EQUITIES, kind)))),
      () => q.set('maxAge', String(pick(DATE_POSTED_OPTIONS))),
      () => q.set('mine', 'true'),
    ];
    for (let n = Math.floor(Math.random() * 4); n > 0; n--) pick(filters)();
    return q.toString();
  }

  /** The member's next request. */
  function nextRequest(member: Member): NextRequest {
    const roll = ONLY === 'writes' ? (chance(0.5) ? 88 : 95) : ONLY ? ONLY_ROLL[ONLY] : Math.random() * 100;
    const kind: ListingKind = chance(0.65) ? 'job' : 'candidate';
    if (roll < 35) {
      const found = member.found;
      if (found?.next && chance(0.3)) {
        const query = `${found.query}${found.query ? '&' : ''}cursor=${encodeURIComponent(found.next)}`;
        return {
          sent: { action: 'load more', kind: found.kind, query: found.query },
          method: 'GET',
          path: `/api/${found.kind}s?${query}`,
        };
      }
      const query = searchQuery(kind);
      return { sent: { action: 'search', kind, query }, method: 'GET', path: `/api/${kind}s?${query}` };
    }
    if (roll < 60) {
      const found = member.found;
      const [openKind, uid] =
        found?.uids.length && chance(0.7) ? [found.kind, pick(found.uids)] : [kind, pick(allListings[kind]).id];
      return { sent: { action: 'open' }, method: 'GET', path: `/api/${openKind}s/${uid}` };
    }
    if (roll < 75) return { sent: { action: 'dashboard' }, method: 'GET', path: '/api/dashboard' };
    if (roll >= 85 && roll < 93 && (member.jobs.length || member.candidates.length)) {
      const ownKind: ListingKind =
        member.candidates.length && (!member.jobs.length || chance(0.5)) ? 'candidate' : 'job';
      const mine = pick(ownKind === 'job' ? member.jobs : member.candidates);
      const theirs = pick(allListings[ownKind === 'job' ? 'candidate' : 'job']);
      if (theirs.owner !== member) {
        const body =
          ownKind === 'job' ? { job: mine.id, candidate: theirs.id } : { job: theirs.id, candidate: mine.id };
        return { sent: { action: 'propose', seconder: theirs.owner }, method: 'POST', path: '/api/matches', body };
      }
    }
    if (roll >= 93) {
      const uid = member.waiting.shift();
      if (uid) return { sent: { action: 'approve' }, method: 'POST', path: `/api/matches/${uid}/approve`, body: {} };
    }
    const note = member.unreadNotes.pop();
    if (note && chance(0.5))
      return { sent: { action: 'read note' }, method: 'POST', path: `/api/notes/${note}/read`, body: {} };
    return { sent: { action: 'notes' }, method: 'GET', path: '/api/notes' };
  }

  /** Remembers what a 2xx answer tells the member (throws on a body that is not the JSON expected). */
  function readAnswer(member: Member, status: number, text: string): void {
    const sent = member.inFlight;
    if (status < 200 || status >= 300) return;
    if (sent.action === 'search' || sent.action === 'load more') {
      const json = JSON.parse(text) as { items: Array<{ uid: string }>; next: string | null };
      member.found = { kind: sent.kind!, uids: json.items.map((i) => i.uid), query: sent.query!, next: json.next };
    } else if (sent.action === 'notes') {
      const json = JSON.parse(text) as { items: Array<{ uid: string; read: boolean }> };
      member.unreadNotes = json.items
        .filter((n) => !n.read)
        .slice(0, 5)
        .map((n) => n.uid);
    } else if (sent.action === 'propose') {
      sent.seconder!.waiting.push((JSON.parse(text) as { uid: string }).uid);
    }
  }

  return { nextRequest, readAnswer };
}
