const DATE = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'long', year: 'numeric' });

/** A date for people ('22 November 2026'), or '-' when there is none. */
export function formatDate(iso: string | null | undefined): string {
  return iso ? DATE.format(new Date(iso)) : '-';
}
