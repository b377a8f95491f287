import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { logEvent } from '../../api/events';
import { useModal } from '../../components/Modal';
import { useToast } from '../../components/Toasts';
import type { ViewerRole } from '../../../../shared/types/matches';
import { PROPOSAL_CONFIG, type ProposalAction, type ProposalKind } from './proposal-config';
import { answerProposal, proposalKeys } from './useProposal';

type ProposalActionsProps = {
  kind: ProposalKind;
  proposal: {
    uid: string;
    isExpired: boolean;
    viewerRole: ViewerRole;
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
 * allow, never to an admin and never once the proposal has expired (spec §2.3, §6).
 */
export function ProposalActions({ kind, proposal }: ProposalActionsProps) {
  const config = PROPOSAL_CONFIG[kind];
  const modal = useModal();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<ProposalAction | null>(null);
  const isOpen = !proposal.isExpired && proposal.viewerRole !== 'admin';
  const canApprove = isOpen && proposal.abilities.canApprove;
  const canDecline = isOpen && proposal.abilities.canDecline;
  if (!canApprove && !canDecline) return null;

  async function run(action: ProposalAction) {
    setPending(action);
    try {
      await answerProposal(queryClient, { kind, uid: proposal.uid, action });
      const event = config.events[action];
      if (event) void logEvent(event);
      toast(action === 'approve' ? config.accepted : config.declined);
      navigate(`${config.routePath}/${action === 'approve' ? 'approved' : 'declined'}/${proposal.uid}`, {
        replace: true,
      });
    } catch (err) {
      const isApiError = err instanceof ApiError;
      toast({
        header: isApiError ? err.title : 'Something went wrong',
        content: isApiError ? err.message : 'Please try again.',
        type: 'error',
      });
      // The proposal may have changed meanwhile (answered elsewhere, listing closed): show it as it is.
      void queryClient.invalidateQueries({ queryKey: proposalKeys.one(kind, proposal.uid) });
      setPending(null);
    }
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
        { caption, type: action === 'approve' ? 'primary' : 'danger', action: () => void run(action) },
      ],
    });
  }

  return (
    <section className="card match-actions" aria-labelledby="match-actions-heading">
      <h2 id="match-actions-heading" className="match-actions__heading">
        Your response
      </h2>
      <p className="match-actions__hint">
        Approving shares your contact details with the other party; declining lets them know you are not interested.
      </p>
      <div className="match-actions__buttons">
        {canApprove && (
          <button
            type="button"
            className="button button--primary"
            disabled={pending !== null}
            onClick={() => confirm('approve')}
          >
            {pending === 'approve' ? 'Approving…' : `Approve ${config.noun}`}
          </button>
        )}
        {canDecline && (
          <button
            type="button"
            className="button match-button--decline"
            disabled={pending !== null}
            onClick={() => confirm('decline')}
          >
            {pending === 'decline' ? 'Declining…' : `Decline ${config.noun}`}
          </button>
        )}
      </div>
    </section>
  );
}
