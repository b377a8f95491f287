/**
 * Server state of match proposals and sourcing offers (TanStack Query): one query per
 * proposal, and the approve / decline mutations that replace it with the server's answer.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../api/client';
import type { MatchView, SourcingView } from '../../../../shared/types/matches';
import { PROPOSAL_CONFIG, type ProposalAction, type ProposalKind } from './proposal-config';

export const proposalKeys = {
  all: ['proposals'] as const,
  one: (kind: ProposalKind, uid: string) => ['proposals', kind, uid] as const,
  /** The dashboard counts change when a proposal is sent or answered. */
  dashboard: ['dashboard'] as const,
};

/** A refusal (not found, private, malformed link) will not change on a retry. */
export function isRefusal(err: unknown): err is ApiError {
  return err instanceof ApiError && err.status >= 400 && err.status < 500;
}

const retry = (count: number, err: Error) => !isRefusal(err) && count < 1;

/** GET /api/matches/:uid → the match as this viewer may see it. */
export function useMatch(uid: string | undefined) {
  return useQuery({
    queryKey: proposalKeys.one('match', uid ?? ''),
    queryFn: async () => (await api.get<{ match: MatchView }>(`/matches/${encodeURIComponent(uid ?? '')}`)).match,
    enabled: Boolean(uid),
    retry,
    staleTime: 30_000,
  });
}

/** GET /api/sourcing/:uid → the sourcing offer as this viewer may see it. */
export function useOffer(uid: string | undefined) {
  return useQuery({
    queryKey: proposalKeys.one('sourcing', uid ?? ''),
    queryFn: async () => (await api.get<{ offer: SourcingView }>(`/sourcing/${encodeURIComponent(uid ?? '')}`)).offer,
    enabled: Boolean(uid),
    retry,
    staleTime: 30_000,
  });
}

/**
 * POST /api/{matches|sourcing}/:uid/{approve|decline}; stores the answered proposal in the cache
 * so the approved or declined view shows at once, without a second request.
 */
export async function answerProposal(
  queryClient: QueryClient,
  options: { kind: ProposalKind; uid: string; action: ProposalAction },
): Promise<void> {
  const { kind, uid, action } = options;
  const path = `${PROPOSAL_CONFIG[kind].apiPath}/${encodeURIComponent(uid)}/${action}`;
  if (kind === 'match') {
    const { match } = await api.post<{ match: MatchView }>(path);
    queryClient.setQueryData(proposalKeys.one(kind, uid), match);
  } else {
    const { offer } = await api.post<{ offer: SourcingView }>(path);
    queryClient.setQueryData(proposalKeys.one(kind, uid), offer);
  }
  void queryClient.invalidateQueries({ queryKey: proposalKeys.dashboard });
}
