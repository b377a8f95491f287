import { useRef, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { containerClass } from '../../components/ui/Container';
import { cardClass } from '../../components/ui/Card';
import { buttonClass } from '../../components/ui/Button';
import styles from '../../features/matching/matching.module.css';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { useSendProposal } from '../../api/proposals';
import { useMe } from '../../api/session';
import { PageLoading } from '../../components/PageLoading';
import { useToast } from '../../components/ui/Toast';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { PinnedListing } from '../../features/matching/ListingPanel';
import { useListing } from '../../features/matching/useListings';
import { MESSAGES, TITLES } from '../../../../shared/messages';
import { useListingResponsiveness } from '../../api/responsiveness';
import { ResponsivenessLine } from '../../features/responsiveness/ResponsivenessLine';
import { ProposalNoteField, useProposalNote } from '../../features/matching/ProposalNote';

/** /sourcing/offer/{jobUid}: offer to source candidates for another recruiter's job spec. */
export default function OfferSourcing() {
  const { uid } = useParams();
  if (!uid) return <Navigate to="/jobs" replace />;
  return <OfferScreen uid={uid} />;
}

function Shell({ uid, children }: { uid: string; children: ReactNode }) {
  return (
    <div className={`${containerClass} ${styles.matchPage}`}>
      <Link to={`/jobs/${uid}`} className={styles.matchBack}>
        ← Back to the Job Spec
      </Link>
      <h1 className={styles.matchPageTitle}>Offer to Source Candidates</h1>
      {children}
    </div>
  );
}

function OfferScreen({ uid }: { uid: string }) {
  useDocumentTitle('Offer to Source Candidates');
  const { data: me } = useMe();
  const job = useListing('job', uid);
  // How the job's poster usually answers, once we know it is someone else's job spec.
  const posterRecord = useListingResponsiveness('job', uid, Boolean(job.data?.abilities.canSource));
  const isProcessing = useRef(false);
  const note = useProposalNote();
  const [showNoteProblem, setShowNoteProblem] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  const send = useSendProposal({
    onSuccess: (created) => {
      toast({ header: TITLES.sourcingSent, content: MESSAGES.sourcingSent, type: 'success' });
      navigate(`/sourcing/proposal/${created.uid}`);
    },
    onError: (err) => {
      note.takeRefusal(err);
      const message = err instanceof ApiError ? err.message : 'Something went wrong. Please try again.';
      toast({ header: TITLES.sourcingFailed, content: message, type: 'error' });
      isProcessing.current = false;
    },
  });
  // Stays set after a success: the screen is being left for the offer's page.
  const isSending = send.isPending || send.isSuccess;

  function handleSend() {
    if (isProcessing.current) return;
    if (note.problem) {
      setShowNoteProblem(true);
      document.querySelector<HTMLElement>('textarea[name="note"]')?.focus();
      return;
    }
    isProcessing.current = true;
    send.mutate({ kind: 'sourcing', job: uid, note: note.note });
  }

  if (!me || job.isPending || job.isGone) return <PageLoading />;

  if (!job.data) {
    return (
      <Shell uid={uid}>
        <div className={`${cardClass} ${styles.matchExplain}`} role="alert">
          <p>This job spec could not be loaded. {job.error?.message}</p>
          <Button variant="secondary" onClick={() => void job.refetch()}>
            Try again
          </Button>
        </div>
      </Shell>
    );
  }

  const listing = job.data;
  let refusal: string | null = null;
  if (!me.abilities.canSource) {
    refusal =
      'Hiring company accounts cannot offer to source candidates. Recruiters may offer to source for your job specs.';
  } else if (listing.isMine) {
    refusal = 'This is your own job spec. Sourcing offers are made on other recruiters’ job specs.';
  } else if (!listing.abilities.canSource) {
    refusal = listing.isClosed
      ? 'This job spec is closed and can no longer receive sourcing offers.'
      : 'The poster of this job spec is not looking for help sourcing candidates.';
  }

  return (
    <Shell uid={uid}>
      <div className={styles.matchGrid}>
        <PinnedListing listing={listing} label="Job Spec" id="offer-job-title">
          {!refusal && <ResponsivenessLine label="Its poster:" summary={posterRecord.data?.summary} />}
        </PinnedListing>
        <section className={`${cardClass} ${styles.matchExplain}`} aria-labelledby="offer-how">
          <h2 id="offer-how">How a sourcing offer works</h2>
          {refusal ? (
            <p role="alert">{refusal}</p>
          ) : (
            <>
              <ul className={styles.matchSteps}>
                <li>You offer to find candidates for this job spec.</li>
                <li>Until the job poster accepts, they see only your company name.</li>
                <li>
                  Once they accept, you both see each other&apos;s contact details here and by e-mail, and work together
                  on the terms you accepted at registration.
                </li>
              </ul>
              <ProposalNoteField state={note} showProblem={showNoteProblem} />
              <div className={styles.matchButtons}>
                <Link to={`/jobs/${uid}`} className={buttonClass({ variant: 'secondary' })}>
                  Cancel
                </Link>
                <Button disabled={isSending} aria-busy={isSending} onClick={handleSend}>
                  {isSending ? 'Sending…' : 'Send Offer'}
                </Button>
              </div>
            </>
          )}
        </section>
      </div>
    </Shell>
  );
}
