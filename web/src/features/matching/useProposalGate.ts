/**
 * What a proposal screen shows before its panels (spec “States and transitions” Match, spec “The error catalogue”): a toast and /dashboard
 * for a missing, unknown or private link; a redirect to the view that fits the status; the
 * loading state; or a retry for a failure that is not a refusal.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { useToast, type Toast } from '../../components/ui/Toast';
import type { ProposalStatus } from '../../../../shared/types/matches';
import { isProposalView, PROPOSAL_CONFIG, viewForStatus, type ProposalKind } from './proposal-config';

export type ProposalGate<T> =
  | { state: 'leaving' }
  | { state: 'redirect'; to: string }
  | { state: 'loading' }
  | { state: 'failed'; message: string; retry: () => void }
  | { state: 'ready'; proposal: T };

/** The refusal toast for a failed load, or null when the failure is worth a retry. */
function refusalToast(kind: ProposalKind, error: unknown): Toast | null {
  const config = PROPOSAL_CONFIG[kind];
  if (!(error instanceof ApiError)) return null;
  if (error.status === 403) return config.isPrivate;
  if (error.status === 404) return { ...config.notFound, content: error.message || config.notFound.content };
  if (error.status >= 400 && error.status < 500) return config.linkInvalid;
  return null;
}

/** Shows the toast once and leaves for /dashboard. */
function useLeaveWithToast(toastToShow: Toast | null) {
  const toast = useToast();
  const navigate = useNavigate();
  const hasLeft = useRef(false);
  const header = toastToShow?.header;
  const content = toastToShow?.content;
  useEffect(() => {
    if (!header || content === undefined || hasLeft.current) return;
    hasLeft.current = true;
    toast({ header, content, type: 'error' });
    navigate('/dashboard', { replace: true });
  }, [header, content, toast, navigate]);
}

export function useProposalGate<T extends { status: ProposalStatus }>(
  kind: ProposalKind,
  params: { view?: string; uid?: string },
  query: UseQueryResult<T>,
): ProposalGate<T> {
  const config = PROPOSAL_CONFIG[kind];
  const { view, uid } = params;
  const isLinkMissing = !uid || !view;
  const leaveToast = isLinkMissing ? config.linkInvalid : refusalToast(kind, query.error);
  useLeaveWithToast(leaveToast);

  if (leaveToast) return { state: 'leaving' };
  if (!isProposalView(view)) return { state: 'redirect', to: `${config.routePath}/proposal/${uid}` };
  if (query.isPending) return { state: 'loading' };
  if (query.isError) {
    return { state: 'failed', message: query.error.message, retry: () => void query.refetch() };
  }
  const fitting = viewForStatus(query.data.status);
  if (fitting !== view) return { state: 'redirect', to: `${config.routePath}/${fitting}/${uid}` };
  return { state: 'ready', proposal: query.data };
}
