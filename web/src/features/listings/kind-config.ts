/**
 * Everything that differs between the job and the candidate screens: paths, words and the
 * spec's toast texts (spec “The error catalogue”), so the screens themselves are written once.
 */
import type { ListingKind } from '../../../../shared/lookups';
import { MESSAGES, TITLES } from '../../../../shared/messages';

export type SavedFiltersKey = 'jobs' | 'candidates';
export type ListingVerb = 'created' | 'updated' | 'extended' | 'closed';

export type KindConfig = {
  kind: ListingKind;
  /** The list route and the API collection: '/jobs' or '/candidates'. */
  path: '/jobs' | '/candidates';
  filtersKey: SavedFiltersKey;
  listTitle: string;
  addLabel: string;
  editLabel: string;
  backLabel: string;
  titleLabel: string;
  keywordHint: string;
  /** 'Job' / 'Candidate' — the first word of the toast titles. */
  toastNoun: string;
  /** 'Job Spec' / 'Candidate' — the noun inside the toast messages. */
  messageNoun: string;
  newTitle: string;
  /** `isCapped`: the server stopped counting at SEARCH_TOTAL_CAP ('1,000+ …'). */
  countText: (total: number, isCapped: boolean) => string;
  emptyText: string;
  notFound: { title: string; message: string };
};

/**
 * A search's count as the list shows it: the number below the server's cap (the spec's 'N'),
 * and '1,000+' once it stopped counting (the total is then the cap). Digits grouped by hand, not
 * with Intl, which loads locale data on the first screen (see web/src/format/dates.ts).
 */
export function searchTotalText(total: number, isCapped: boolean): string {
  return isCapped ? `${String(total).replace(/\B(?=(\d{3})+$)/g, ',')}+` : String(total);
}

/**
 * The spec's count line ('N Job Spec(s) match your criteria') with the plural said properly:
 * '1 Job Spec matches your criteria', '3 Job Specs match your criteria', '1,000+ Job Specs …'.
 */
function countLine(noun: string, total: number, isCapped: boolean): string {
  const isOne = total === 1 && !isCapped;
  return `${searchTotalText(total, isCapped)} ${noun}${isOne ? ' matches' : 's match'} your criteria`;
}

export const KIND_CONFIG: Record<ListingKind, KindConfig> = {
  job: {
    kind: 'job',
    path: '/jobs',
    filtersKey: 'jobs',
    listTitle: 'Job Specs',
    addLabel: 'Add New Job Spec',
    editLabel: 'Edit my Job',
    backLabel: 'Back to Job List',
    titleLabel: 'Job Title',
    keywordHint: 'Title or ref number',
    toastNoun: 'Job',
    messageNoun: 'Job Spec',
    newTitle: 'New Job Spec',
    countText: (total, isCapped) => countLine('Job Spec', total, isCapped),
    emptyText: 'No job specs match your criteria.',
    notFound: { title: TITLES.jobNotFound, message: MESSAGES.jobNotFound },
  },
  candidate: {
    kind: 'candidate',
    path: '/candidates',
    filtersKey: 'candidates',
    listTitle: 'Candidates',
    addLabel: 'Add New Candidate',
    editLabel: 'Edit my Candidate',
    backLabel: 'Back to Candidate List',
    titleLabel: 'Candidate Title',
    keywordHint: 'Title or ref number',
    toastNoun: 'Candidate',
    messageNoun: 'Candidate',
    newTitle: 'New Candidate',
    countText: (total, isCapped) => countLine('Candidate', total, isCapped),
    emptyText: 'No candidates match your criteria.',
    notFound: { title: TITLES.candidateNotFound, message: MESSAGES.candidateNotFound },
  },
};

/** 'Job created' / 'Your Job Spec was created successfully.' (spec “The error catalogue” success toasts). */
/** `isOwn`: false when an admin acted on someone else's listing ('The Job Spec was …', not 'Your'). */
export function successToast(config: KindConfig, verb: ListingVerb, isOwn = true) {
  return {
    header: `${config.toastNoun} ${verb}`,
    content: `${isOwn ? 'Your' : 'The'} ${config.messageNoun} was ${verb} successfully.`,
    type: 'success' as const,
  };
}

/**
 * 'Job created failed' etc. (spec “The error catalogue”). Extending saves the listing, and the catalogue has no
 * 'extended failed' title, so an extend failure uses 'saved failed'.
 */
export function failureTitle(config: KindConfig, verb: ListingVerb): string {
  return `${config.toastNoun} ${verb === 'extended' ? 'saved' : verb} failed`;
}
