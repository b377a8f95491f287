import { useRef, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { containerClass } from '../../components/ui/Container';
import { cardClass } from '../../components/ui/Card';
import { buttonClass } from '../../components/ui/Button';
import styles from '../../features/matching/matching.module.css';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { useSendProposal } from '../../api/proposals';
import { useListingQuery } from '../../api/listings';
import { useMe } from '../../api/session';
import { PageLoading } from '../../components/PageLoading';
import { useToast } from '../../components/ui/Toast';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { PinnedListing } from '../../features/matching/ListingPanel';
import { OwnListingPicker, type PickKindText } from '../../features/matching/OwnListingPicker';
import { useListing } from '../../features/matching/useListings';
import { useListingResponsiveness } from '../../api/responsiveness';
import { ResponsivenessLine } from '../../features/responsiveness/ResponsivenessLine';
import { ProposalNoteField, useProposalNote } from '../../features/matching/ProposalNote';
import type { ListingKind } from '../../../../shared/lookups';
import { MESSAGES, TITLES } from '../../../../shared/messages';
import type { ListingSummary, ListingView } from '../../../../shared/types/listings';

type Origin = {
  kind: ListingKind;
  path: '/jobs' | '/candidates';
  noun: string;
  backLabel: string;
  pick: PickKindText;
};

const ORIGINS: Record<'jobs' | 'candidates', Origin> = {
  jobs: {
    kind: 'job',
    path: '/jobs',
    noun: 'Job Spec',
    backLabel: 'Back to the Job Spec',
    pick: {
      kind: 'candidate',
      singular: 'Candidate',
      plural: 'Candidates',
      addLabel: 'Add a Candidate',
      addPath: '/candidates/add',
    },
  },
  candidates: {
    kind: 'candidate',
    path: '/candidates',
    noun: 'Candidate',
    backLabel: 'Back to the Candidate',
    pick: { kind: 'job', singular: 'Job Spec', plural: 'Job Specs', addLabel: 'Add a Job Spec', addPath: '/jobs/add' },
  },
};

const isOriginName = (name: string | undefined): name is keyof typeof ORIGINS =>
  name === 'jobs' || name === 'candidates';

/** /{origin}/propose/{uid}: origin is jobs or candidates; anything else returns to a list. */
export default function Propose() {
  const { pathname } = useLocation();
  const { uid } = useParams();
  const originName = pathname.split('/')[1];
  if (!isOriginName(originName)) return <Navigate to="/jobs" replace />;
  const origin = ORIGINS[originName];
  if (!uid) return <Navigate to={origin.path} replace />;
  return <ProposeScreen origin={origin} uid={uid} />;
}

function Shell({ origin, uid, children }: { origin: Origin; uid: string; children: ReactNode }) {
  return (
    <div className={`${containerClass} ${styles.matchPage}`}>
      <Link to={`${origin.path}/${uid}`} className={styles.matchBack}>
        ← {origin.backLabel}
      </Link>
      <h1 className={styles.matchPageTitle}>Propose a Match</h1>
      {children}
    </div>
  );
}

function Explanation({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={`${cardClass} ${styles.matchExplain}`} role="alert">
      <h2>{title}</h2>
      {children}
    </div>
  );
}

/** The listing of `?with={uid}` when it is the viewer's own open listing of this kind, else null. */
function usePresetListing(kind: ListingKind): ListingView | null {
  const [searchParams] = useSearchParams();
  const withUid = searchParams.get('with') ?? '';
  // No second try: a listing that cannot be had is simply not preset.
  const query = useListingQuery(kind, withUid, { isEnabled: withUid !== '', retryUnless: () => true });
  const listing = query.data;
  return listing && listing.isMine && !listing.isClosed && !listing.isExpired ? listing : null;
}

function ProposeScreen({ origin, uid }: { origin: Origin; uid: string }) {
  useDocumentTitle('Propose a Match');
  const { data: me } = useMe();
  const proposed = useListing(origin.kind, uid);
  // How the listing's owner usually answers, once we know it is someone else's to propose on.
  const ownerRecord = useListingResponsiveness(origin.kind, uid, Boolean(proposed.data?.abilities.canPropose));
  const [picked, setSelected] = useState<ListingSummary | null>(null);
  // ?with={uid}: one of the viewer's own open listings chosen already (a suggested match's Propose).
  const preset = usePresetListing(origin.pick.kind);
  const [isPresetDismissed, setPresetDismissed] = useState(false);
  const selected = picked ?? (isPresetDismissed ? null : preset);
  const isProcessing = useRef(false);
  const note = useProposalNote();
  const [showNoteProblem, setShowNoteProblem] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  const send = useSendProposal({
    onSuccess: (created) => {
      toast({ header: TITLES.matchSent, content: MESSAGES.matchSent, type: 'success' });
      navigate(`/match/proposal/${created.uid}`);
    },
    onError: (err) => {
      note.takeRefusal(err);
      const message = err instanceof ApiError ? err.message : 'Something went wrong. Please try again.';
      toast({ header: TITLES.matchFailed, content: message, type: 'error' });
      isProcessing.current = false;
    },
  });
  // Stays set after a success: the screen is being left for the proposal's page.
  const isSending = send.isPending || send.isSuccess;

  function handleSend(listing: ListingView) {
    // Nothing happens without both items, or while a proposal is on its way (spec “Validation rules”).
    if (!selected || isProcessing.current) return;
    if (note.problem) {
      setShowNoteProblem(true);
      document.querySelector<HTMLElement>('textarea[name="note"]')?.focus();
      return;
    }
    isProcessing.current = true;
    send.mutate(
      origin.kind === 'job'
        ? { kind: 'match', job: listing.uid, candidate: selected.uid, note: note.note }
        : { kind: 'match', job: selected.uid, candidate: listing.uid, note: note.note },
    );
  }

  if (!me || proposed.isPending || proposed.isGone) return <PageLoading />;

  if (!me.abilities.canPropose) {
    return (
      <Shell origin={origin} uid={uid}>
        <Explanation title="Proposing is for recruiters">
          <p>
            Hiring company accounts cannot propose matches or offer to source candidates. Recruiters propose their
            candidates to your job specs, and you approve or decline each proposal from your notifications.
          </p>
          <Link to={origin.path} className={buttonClass({ variant: 'secondary' })}>
            Back to {origin.kind === 'job' ? 'Job Specs' : 'Candidates'}
          </Link>
        </Explanation>
      </Shell>
    );
  }

  const listing = proposed.data;
  if (!listing) {
    return (
      <Shell origin={origin} uid={uid}>
        <Explanation title={`This ${origin.noun} could not be loaded`}>
          <p>{proposed.error?.message}</p>
          <Button variant="secondary" onClick={() => void proposed.refetch()}>
            Try again
          </Button>
        </Explanation>
      </Shell>
    );
  }

  const refusal = !listing.abilities.canPropose
    ? listing.isMine
      ? `This is your own ${origin.noun}. Matches are proposed on other recruiters' listings.`
      : `This ${origin.noun} is closed and can no longer receive match proposals.`
    : null;

  return (
    <Shell origin={origin} uid={uid}>
      <p className={styles.matchPageIntro}>
        Pick one of your open {origin.pick.plural} to propose for this {origin.noun}. The other recruiter approves or
        declines; only after approval do you both see each other&apos;s contact details.
      </p>
      <div className={styles.matchGrid}>
        <div className={styles.matchSticky}>
          <PinnedListing listing={listing} label={`${origin.noun} you are proposing on`} id="proposed-title">
            {!refusal && <ResponsivenessLine label="Its recruiter:" summary={ownerRecord.data?.summary} />}
          </PinnedListing>
        </div>
        {refusal && (
          <Explanation title="You cannot propose a match here">
            <p>{refusal}</p>
          </Explanation>
        )}
        {!refusal && selected && (
          <PinnedListing listing={selected} label={`Your ${origin.pick.singular}`} id="selected-title" isFocused>
            <ProposalNoteField state={note} showProblem={showNoteProblem} />
            <div className={styles.matchButtons}>
              <Button
                variant="secondary"
                disabled={isSending}
                onClick={() => {
                  setSelected(null);
                  setPresetDismissed(true);
                }}
              >
                Cancel
              </Button>
              <Button disabled={isSending} aria-busy={isSending} onClick={() => handleSend(listing)}>
                {isSending ? 'Sending…' : 'Send Proposal'}
              </Button>
            </div>
          </PinnedListing>
        )}
        {!refusal && !selected && <OwnListingPicker text={origin.pick} onPick={setSelected} />}
      </div>
    </Shell>
  );
}
