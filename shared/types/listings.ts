/**
 * The listing shapes the API returns (api/presenters/listing.ts) and the PWA renders.
 * Field names are those of spec “Entities and their fields”; derived display names are computed on the server.
 */
import type { CandidateDuplicate } from './duplicates';
import type { ListingKind } from '../lookups';
import type { TListingSearch } from '../schemas/listing-search';
import type { TCandidateInput, TJobInput } from '../schemas/listing';

export type ListingAbilities = {
  canEdit: boolean;
  canExtend: boolean;
  canClose: boolean;
  /** Propose a match with one of the viewer's own listings of the other kind. */
  canPropose: boolean;
  /** Offer to source candidates (jobs whose sourcing flag is yes, not the viewer's own). */
  canSource: boolean;
};

export type ListingSummary = {
  uid: string;
  kind: ListingKind;
  reference: string;
  /** jobTitle for jobs, candidateTitle for candidates. */
  title: string;
  created: string;
  expiry: string;
  isClosed: boolean;
  isExpired: boolean;
  /** Younger than one day. */
  isNew: boolean;
  /** Whole days since created. */
  listingAge: number;
  /** Whole days until expiry (negative once expired). */
  daysToExpiry: number;
  isMine: boolean;
  isHiringCompany: boolean;
  sourcing: boolean;
  natureName: string;
  equityName: string;
  sectorName: string;
  categoryName: string;
  packageName: string;
  genderName: string;
  locationName: string;
  /** Only for administrators: who posted it. */
  owner?: { uid: string; email: string };
};

/**
 * A job spec's and a candidate's own fields, as saved and as sent back: the save schemas' output
 * (shared/schemas/listing.ts), so a new field is written once, there. A candidate's consent and
 * private identifiers are not among them (the consent is sent to some viewers only, the
 * identifiers never).
 */
/** A listing's stored fields: the write-only ones (identifiers, names, the warnings' confirmation) are never shown. */
export type JobFields = Omit<TJobInput, 'clientName' | 'anonymityConfirmed'>;
export type CandidateFields = Omit<TCandidateInput, 'consent' | 'identifiers' | 'fullName' | 'anonymityConfirmed'>;

export type JobView = ListingSummary & JobFields & { kind: 'job'; companyType: number; abilities: ListingAbilities };
export type CandidateView = ListingSummary &
  CandidateFields & {
    kind: 'candidate';
    abilities: ListingAbilities;
    /**
     * POPIA: the poster's declaration that the candidate agreed to be presented, with its
     * day; only for the owner and administrators (absent for anyone else). null on a candidate
     * posted before consent was asked for.
     */
    consent?: { given: true; date: string } | null;
    /** Administrators only: other members' candidates sharing a private identifier with this one. */
    duplicates?: CandidateDuplicate[];
  };
export type ListingView = JobView | CandidateView;

/** `total` counts matches up to SEARCH_TOTAL_CAP; `isTotalCapped` when there are more ('1,000+'). */
export type ListingSearchResult = {
  items: ListingSummary[];
  next: string | null;
  total: number;
  isTotalCapped: boolean;
};

/**
 * GET /api/jobs and /api/candidates query parameters, parsed (lists are comma-separated ids in the
 * query string): the filters of shared/listing-filters.ts under their query-string names, and
 * mine, limit, cursor.
 */
export type ListingSearchQuery = Partial<TListingSearch>;

/** GET, PUT /api/{jobs|candidates}/:uid and POST …/extend, …/close */
/**
 * `alreadyListed`: only on a candidate saved with identifiers — whether another member's open
 * candidate shares one (the duplicate check runs only as part of the poster's own save; no date, no whose).
 */
export type ListingResponse = { listing: ListingView; alreadyListed?: boolean };

/** POST /api/{jobs|candidates} (201) */
export type ListingCreated = { uid: string; reference: string; alreadyListed?: boolean };
