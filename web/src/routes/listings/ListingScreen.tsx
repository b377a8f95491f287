import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { containerClass } from '../../components/ui/Container';
import { cardClass } from '../../components/ui/Card';
import { emptyStateClass } from '../../components/ui/EmptyState';
import { badgeClass } from '../../components/ui/Badge';
import { buttonClass } from '../../components/ui/Button';
import styles from '../../features/listings/ListingView.module.css';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { useListingQuery } from '../../api/listings';
import { useMe } from '../../api/session';
import { PageLoading } from '../../components/PageLoading';
import { useToast } from '../../components/ui/Toast';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { HIRING_COMPANY_TYPE_ID, type ListingKind } from '../../../../shared/lookups';
import { EMPTY_VALUES, valuesFromView } from '../../features/listings/form-model';
import { KIND_CONFIG } from '../../features/listings/kind-config';
import { ListingDetails } from '../../features/listings/ListingDetails';
import { ListingEditor } from '../../features/listings/ListingEditor';
import { ListingDetailPanel, ViewOptionsPanel } from '../../features/listings/ListingPanels';
import { SuggestionsPanel } from '../../features/suggestions/SuggestionsPanel';
import { useDraft } from '../../features/drafts/useDrafts';

/** /jobs/:uid — one job spec; the uid 'add' creates a new one. */
export function JobListing() {
  const { uid = 'add' } = useParams();
  return <ListingScreen kind="job" uid={uid} />;
}

/** /candidates/:uid and /candidates/add — one candidate, or a new one. */
export function CandidateListing() {
  const { uid = 'add' } = useParams();
  return <ListingScreen kind="candidate" uid={uid} />;
}

/** /jobs/:uid, /candidates/:uid and their 'add' variants (spec “Screen details” Job Spec Listing). */
function ListingScreen({ kind, uid }: { kind: ListingKind; uid: string }) {
  return uid === 'add' ? <NewListing kind={kind} /> : <ExistingListing kind={kind} uid={uid} />;
}

function NewListing({ kind }: { kind: ListingKind }) {
  const config = KIND_CONFIG[kind];
  useDocumentTitle(config.newTitle);
  const { data: me } = useMe();
  // ?draft=<id>: an offline draft opened from the Drafts list.
  const [params] = useSearchParams();
  const draftId = params.get('draft');
  const draft = useDraft(draftId);
  if (!me || draft === undefined) return <PageLoading />;
  if (draftId && (!draft || draft.kind !== kind)) {
    return (
      <div className={containerClass}>
        <div className={`${cardClass} ${emptyStateClass}`} role="alert">
          <h1>{config.newTitle}</h1>
          <p>This draft is no longer on this device: it was posted or discarded.</p>
          <Link to={config.path} className={buttonClass({ variant: 'secondary' })}>
            {config.backLabel}
          </Link>
        </div>
      </div>
    );
  }
  if (kind === 'candidate' && !me.abilities.canPostCandidates) {
    return (
      <div className={containerClass}>
        <div className={`${cardClass} ${emptyStateClass}`} role="alert">
          <h1>{config.newTitle}</h1>
          <p>Hiring companies cannot post candidates. You can post job specs and search candidates.</p>
          <Link to={config.path} className={buttonClass({ variant: 'secondary' })}>
            {config.backLabel}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <ListingEditor
      key={draft?.id ?? 'new'}
      kind={kind}
      uid={null}
      heading={config.newTitle}
      initial={draft ? { ...EMPTY_VALUES, ...draft.values } : EMPTY_VALUES}
      draft={draft ?? undefined}
      isHiringCompany={kind === 'job' && me.companyType === HIRING_COMPANY_TYPE_ID}
    />
  );
}

const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;

function ExistingListing({ kind, uid }: { kind: ListingKind; uid: string }) {
  const config = KIND_CONFIG[kind];
  const toast = useToast();
  const navigate = useNavigate();
  const [isEditing, setIsEditing] = useState(false);
  const query = useListingQuery(kind, uid, { retryUnless: isNotFound });
  const view = query.data;
  useDocumentTitle(view ? `${config.messageNoun} ${view.reference}` : config.listTitle);

  useEffect(() => {
    if (!isNotFound(query.error)) return;
    const err = query.error as ApiError;
    toast({
      header: err.title || config.notFound.title,
      content: err.message || config.notFound.message,
      type: 'error',
    });
    navigate(config.path, { replace: true });
  }, [query.error, config, toast, navigate]);

  if (query.isPending || isNotFound(query.error)) return <PageLoading />;
  if (!view) {
    return (
      <div className={containerClass}>
        <div className={`${cardClass} ${emptyStateClass}`} role="alert">
          <p>{query.error?.message ?? 'This listing could not be loaded.'}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }

  if (isEditing) {
    return (
      <ListingEditor
        kind={kind}
        uid={uid}
        heading={`Edit ${config.messageNoun} ${view.reference}`}
        initial={valuesFromView(view)}
        isHiringCompany={view.isHiringCompany}
        view={view}
        onCancel={() => setIsEditing(false)}
      />
    );
  }

  return (
    <div className={`${containerClass} ${styles.listingLayout}`}>
      <header className={styles.listingLayoutHeader}>
        <p className={styles.listingLayoutKicker}>
          {config.messageNoun} · {view.reference}
        </p>
        <h1>{view.title}</h1>
        <ul className={styles.badges} aria-label="Labels">
          {view.isClosed && <li className={badgeClass({ tone: 'danger' })}>Closed</li>}
          {view.isNew && <li className={badgeClass({ tone: 'new', className: 'badge--new' })}>New</li>}
          {view.isHiringCompany && <li className={badgeClass({ tone: 'violet' })}>Hiring Company</li>}
          {view.sourcing && <li className={badgeClass({ tone: 'success' })}>Sourcing</li>}
          {view.isMine && <li className={badgeClass()}>Yours</li>}
        </ul>
      </header>
      <div className={styles.listingLayoutDetail}>
        <ListingDetailPanel view={view} />
      </div>
      <div className={styles.listingLayoutMain}>
        <ListingDetails view={view} />
      </div>
      <div className={styles.listingLayoutOptions}>
        <ViewOptionsPanel view={view} onEdit={() => setIsEditing(true)} />
      </div>
      {/* Suggested matches: on one's own open listing, the layout's full width. */}
      {view.isMine && !view.isClosed && !view.isExpired && <SuggestionsPanel view={view} />}
    </div>
  );
}
