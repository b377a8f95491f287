/**
 * Which account's data this device keeps and shows: the uid of the member signed in here.
 * The page's offline data is filed under it (saved filters, the query cache), so two members who
 * share a device never see each other's data. The uid alone is kept in localStorage (it is read
 * synchronously at start-up to find that member's cache when the network is down).
 */
const ACCOUNT_KEY = 'rc.account';

let current: string | null = null;

export function currentAccount(): string | null {
  return current;
}

export function setCurrentAccount(uid: string | null): void {
  current = uid;
  try {
    if (uid) localStorage.setItem(ACCOUNT_KEY, uid);
    else localStorage.removeItem(ACCOUNT_KEY);
  } catch {
    // Storage refused: the uid is still known for this page's life.
  }
}

/** The account last signed in on this device (to open its cache offline), or null. */
export function lastAccount(): string | null {
  try {
    return localStorage.getItem(ACCOUNT_KEY);
  } catch {
    return null;
  }
}
