import { Link, useParams } from 'react-router-dom';
import { formatDate } from '../../format/dates';
import styles from '../../features/matching/matching.module.css';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ContactCard } from '../../features/matching/ContactCard';
import { ListingPanel } from '../../features/matching/ListingPanel';
import { ProposalActions } from '../../features/matching/ProposalActions';
import { datesLine, GateScreen, ProposalLayout } from '../../features/matching/ProposalLayout';
import { headingFor, lapsedNote, WITHDRAWN_NOTE } from '../../features/matching/proposal-config';
import { useMatch, useRecordContactView } from '../../api/proposals';
import { useProposalGate } from '../../features/matching/useProposalGate';
import { ProposalNoteView } from '../../features/matching/ProposalNote';
import { DealLink } from '../../features/deals/DealLink';
import type { MatchView as TMatchView } from '../../../../shared/types/matches';
import { ResponsivenessLine } from '../../features/responsiveness/ResponsivenessLine';
import { PaymentRecordLine } from '../../features/payment-record/PaymentRecordLine';
import { describeResponsiveness } from '../../../../shared/rules/responsiveness';
import { ConversationLink } from '../../features/threads/AskAboutListing';

/** What the viewer is told while a match waits for an answer. */
function statusNote(match: TMatchView): string | null {
  if (match.status === 'withdrawn') return WITHDRAWN_NOTE;
  if (match.status === 'lapsed') return lapsedNote(match);
  if (match.status !== 'proposed') return null;
  if (match.isExpired) return 'The job spec or candidate of this match has closed, so it can no longer be answered.';
  if (match.viewerRole === 'proposer') {
    return 'Waiting for the other recruiter to respond. Contact details appear here once the match is approved.';
  }
  if (match.viewerRole === 'seconder') {
    return 'Approve to exchange contact details with the proposing recruiter, or decline to let them know.';
  }
  return 'Awaiting the response of the recruiter it was proposed to.';
}

/** /match/{view}/{uid}: a match proposal between one candidate and one job spec (spec “Screen details”, “States and transitions”). */
export default function MatchView() {
  const params = useParams();
  const query = useMatch(params.uid);
  const gate = useProposalGate('match', params, query);
  useRecordContactView('match', params.uid, gate.state === 'ready' && Boolean(gate.proposal.contacts));
  const heading = gate.state === 'ready' ? headingFor('match', gate.proposal) : 'Loading';
  useDocumentTitle(heading);
  if (gate.state !== 'ready') return <GateScreen gate={gate} />;

  const match = gate.proposal;
  const note = statusNote(match);
  const you = (role: 'proposer' | 'seconder') => (match.viewerRole === role ? ' (you)' : '');
  return (
    <ProposalLayout heading={heading} meta={datesLine(match)}>
      {note && <p className={styles.matchNote}>{note}</p>}
      {/* Administrators: the same candidate was posted earlier by another member. */}
      {match.earlierListings?.map((earlier) => (
        <p key={earlier.uid} className={styles.matchNote} data-testid="earlier-listing">
          This candidate appears to be represented by another member since {formatDate(earlier.created)}:{' '}
          <Link to={`/candidates/${earlier.uid}`}>{earlier.reference}</Link>
        </p>
      ))}
      {match.approverRecord && (
        <ResponsivenessLine label="The recipient:" summary={describeResponsiveness(match.approverRecord)} />
      )}
      <PaymentRecordLine record={match.paymentRecord} />
      <ProposalNoteView note={match.note} isMine={match.viewerRole === 'proposer'} />
      {match.status === 'approved' && <DealLink proposalUid={match.uid} />}
      <ConversationLink threadUid={match.threadUid} />
      {/* Once approved the contact details are what the parties came for: they come first. */}
      {match.contacts && (
        <div className={`${styles.matchGrid} ${styles.matchGridEven}`}>
          <ContactCard
            heading={`Proposing Recruiter${you('proposer')}`}
            contact={match.contacts.proposer}
            id="contact-proposer"
          />
          <ContactCard
            heading={`Approving Recruiter${you('seconder')}`}
            contact={match.contacts.seconder}
            id="contact-seconder"
          />
        </div>
      )}
      <div className={`${styles.matchGrid} ${styles.matchGridEven}`}>
        <ListingPanel listing={match.candidate} id="panel-candidate" />
        <ListingPanel listing={match.job} id="panel-job" />
      </div>
      <ProposalActions kind="match" proposal={match} />
    </ProposalLayout>
  );
}
