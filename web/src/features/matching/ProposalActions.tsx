import { useNavigate } from 'react-router-dom';
import { cardClass } from '../../components/ui/Card';
import { Button } from '../../components/ui/Button';
import styles from './matching.module.css';
import { ApiError } from '../../api/client';
import { logEvent } from '../../api/events';
import { useAnswerProposal } from '../../api/proposals';
import { useModal } from '../../components/ui/Dialog';
import { useToast } from '../../components/ui/Toast';
import { PROPOSAL_CONFIG, type ProposalAction, type ProposalKind } from './proposal-config';

type ProposalActionsProps = {
  kind: ProposalKind;
  proposal: {
    uid: string;
    abilities: { canApprove: boolean; canDecline: boolean };
  };
};

const CONFIRM_TEXT: Record<ProposalKind, Record<ProposalAction, { header: string; content: string }>> = {
  match: {
    approve: {
      header: 'Approve this Match?',
      content: "You and the proposing recruiter will receive each other's contact details by e-mail and here.",
    },
    decline: {
      header: 'Decline this Match?',
      content: 'The proposing recruiter will be told that you declined. This cannot be undone.',
    },
  },
  sourcing: {
    approve: {
      header: 'Accept this Sourcing Offer?',
      content: "You and the offering party will receive each other's contact details by e-mail and here.",
    },
    decline: {
      header: 'Decline this Sourcing Offer?',
      content: 'The offering party will be told that you declined. This cannot be undone.',
    },
  },
};

/**
 * Approve and Decline, each after a confirmation modal. Shown only as the viewer's abilities
 * allow: the presenter (api/presenters/proposal.ts) already says no to an admin, to the proposer
 * and once the proposal has expired or been answered (spec “Screen details”, “Roles and permissions”).
 */
export function ProposalActions({ kind, proposal }: ProposalActionsProps) {
  const config = PROPOSAL_CONFIG[kind];
  const modal = useModal();
  const toast = useToast();
  const navigate = useNavigate();
  const answer = useAnswerProposal(kind, proposal.uid, {
    onSuccess: (_answered, action) => {
      const event = config.events[action];
      if (event) void logEvent(event);
      toast(action === 'approve' ? config.accepted : config.declined);
      navigate(`${config.routePath}/${action === 'approve' ? 'approved' : 'declined'}/${proposal.uid}`, {
        replace: true,
      });
    },
    onError: (err) => {
      const isApiError = err instanceof ApiError;
      toast({
        header: isApiError ? err.title : 'Something went wrong',
        content: isApiError ? err.message : 'Please try again.',
        type: 'error',
      });
    },
  });
  // Stays set after a success (the screen is being left), as the buttons stay disabled until then.
  const pending: ProposalAction | null = answer.isPending || answer.isSuccess ? (answer.variables ?? null) : null;
  const { canApprove, canDecline } = proposal.abilities;
  if (!canApprove && !canDecline) return null;

  function run(action: ProposalAction) {
    answer.mutate(action);
  }

  function confirm(action: ProposalAction) {
    if (pending) return;
    const text = CONFIRM_TEXT[kind][action];
    const caption = `${action === 'approve' ? 'Approve' : 'Decline'} ${config.noun}`;
    modal({
      header: text.header,
      content: <p>{text.content}</p>,
      options: [
        { caption: 'Cancel', type: 'secondary' },
        { caption, type: action === 'approve' ? 'primary' : 'danger', action: () => run(action) },
      ],
    });
  }

  return (
    <section className={`${cardClass} ${styles.matchActions}`} aria-labelledby="match-actions-heading">
      <h2 id="match-actions-heading" className={styles.matchActionsHeading}>
        Your response
      </h2>
      <p className={styles.matchActionsHint}>
        Approving shares your contact details with the other party; declining lets them know you are not interested.
      </p>
      <div className={styles.matchActionsButtons}>
        {canApprove && (
          <Button disabled={pending !== null} onClick={() => confirm('approve')}>
            {pending === 'approve' ? 'Approving…' : `Approve ${config.noun}`}
          </Button>
        )}
        {canDecline && (
          <Button variant="danger-outline" disabled={pending !== null} onClick={() => confirm('decline')}>
            {pending === 'decline' ? 'Declining…' : `Decline ${config.noun}`}
          </Button>
        )}
      </div>
    </section>
  );
}
