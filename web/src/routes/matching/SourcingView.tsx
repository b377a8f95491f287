import { useParams } from 'react-router-dom';
import { cardClass } from '../../components/ui/Card';
import styles from '../../features/matching/matching.module.css';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ContactCard } from '../../features/matching/ContactCard';
import { ListingPanel } from '../../features/matching/ListingPanel';
import { ProposalActions } from '../../features/matching/ProposalActions';
import { datesLine, GateScreen, ProposalLayout } from '../../features/matching/ProposalLayout';
import { headingFor, lapsedNote, WITHDRAWN_NOTE } from '../../features/matching/proposal-config';
import { useOffer, useRecordContactView } from '../../api/proposals';
import { useProposalGate } from '../../features/matching/useProposalGate';
import { ProposalNoteView } from '../../features/matching/ProposalNote';
import { DealLink } from '../../features/deals/DealLink';
import type { SourcingView as TSourcingView } from '../../../../shared/types/matches';
import { ResponsivenessLine } from '../../features/responsiveness/ResponsivenessLine';
import { PaymentRecordLine } from '../../features/payment-record/PaymentRecordLine';
import { describeResponsiveness } from '../../../../shared/rules/responsiveness';
import { ConversationLink } from '../../features/threads/AskAboutListing';

/** Party Offering before approval: only the agency's company name, and why (spec “Screen details”). */
function OfferingCompanyPanel({ offer }: { offer: TSourcingView }) {
  return (
    <section className={`${cardClass} ${styles.matchPanel}`} aria-labelledby="panel-offering">
      <h2 id="panel-offering" className={styles.matchPanelHeading}>
        Party Offering
      </h2>
      <dl className={styles.matchFacts}>
        <div className={styles.matchFact}>
          <dt>Company</dt>
          <dd data-testid="offering-company">{offer.offeringCompany || '-'}</dd>
        </div>
      </dl>
      {offer.status === 'proposed' && (
        <p className={styles.matchPanelNote}>
          The sourcing party&apos;s contact details appear here only once the job poster accepts this offer.
        </p>
      )}
    </section>
  );
}

function statusNote(offer: TSourcingView): string | null {
  if (offer.status === 'withdrawn') return WITHDRAWN_NOTE;
  if (offer.status === 'lapsed') return lapsedNote(offer);
  if (offer.status !== 'proposed') return null;
  if (offer.isExpired) return 'This job spec has closed, so the offer can no longer be answered.';
  if (offer.viewerRole === 'proposer') return 'Waiting for the job poster to respond to your offer.';
  if (offer.viewerRole === 'seconder') {
    return 'This agency offers to source candidates for your job spec. Accept to exchange contact details.';
  }
  return 'Awaiting the response of the job poster.';
}

/** /sourcing/{view}/{uid}: an offer to source candidates for one job spec (spec “Screen details”, “States and transitions”). */
export default function SourcingView() {
  const params = useParams();
  const query = useOffer(params.uid);
  const gate = useProposalGate('sourcing', params, query);
  useRecordContactView('sourcing', params.uid, gate.state === 'ready' && Boolean(gate.proposal.contacts));
  const heading = gate.state === 'ready' ? headingFor('sourcing', gate.proposal) : 'Loading';
  useDocumentTitle(heading);
  if (gate.state !== 'ready') return <GateScreen gate={gate} />;

  const offer = gate.proposal;
  const note = statusNote(offer);
  const you = (role: 'proposer' | 'seconder') => (offer.viewerRole === role ? ' (you)' : '');
  return (
    <ProposalLayout heading={heading} meta={datesLine(offer)}>
      {note && <p className={styles.matchNote}>{note}</p>}
      {offer.approverRecord && (
        <ResponsivenessLine label="The recipient:" summary={describeResponsiveness(offer.approverRecord)} />
      )}
      <PaymentRecordLine record={offer.paymentRecord} />
      <ProposalNoteView note={offer.note} isMine={offer.viewerRole === 'proposer'} />
      {offer.status === 'approved' && <DealLink proposalUid={offer.uid} />}
      <ConversationLink threadUid={offer.threadUid} />
      <div className={styles.matchGrid}>
        <ListingPanel listing={offer.job} id="panel-job" />
        {offer.contacts ? (
          <div className={`${styles.matchStack} ${styles.matchStackFirst}`}>
            <ContactCard
              heading={`Party Offering${you('proposer')}`}
              contact={offer.contacts.proposer}
              id="contact-proposer"
            />
            <ContactCard
              heading={`Job Poster${you('seconder')}`}
              contact={offer.contacts.seconder}
              id="contact-seconder"
            />
          </div>
        ) : (
          <OfferingCompanyPanel offer={offer} />
        )}
      </div>
      <ProposalActions kind="sourcing" proposal={offer} />
    </ProposalLayout>
  );
}
