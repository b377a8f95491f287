/** The actions on one member in the console, with the spec's admin toasts. */
import { ApiError } from '../../api/client';
import { useChangeMember, type MemberChange } from '../../api/admin';
import { useToast } from '../../components/ui/Toast';
import type { MemberAction, MemberPatch } from '../../../../shared/types/admin';

type RunOptions = {
  /** The action's name in the toasts: '{label} was completed successfully' / '{label} failed!'. */
  label: string;
  request: MemberChange;
  /** The toast's text on success. */
  done: string;
  /** The success toast's title where the spec names one ('Activation Sent'); else '{label} was completed successfully'. */
  header?: string;
};

/**
 * Runs one admin action on a member (api/admin.ts updates the cached member and the lists) and
 * shows the spec's admin toasts. `busy`: the label of the action on its way, or null.
 */
export function useMemberActions(uid: string) {
  const toast = useToast();
  const change = useChangeMember<RunOptions & MemberChange>(uid, {
    onSuccess: (_answer, { label, done, header }) =>
      toast({ header: header ?? `${label} was completed successfully`, content: done, type: 'success' }),
    onError: (err, { label }) => {
      const message = err instanceof ApiError ? err.message : 'Something went wrong. Please try again.';
      toast({ header: `${label} failed!`, content: message, type: 'error' });
    },
  });
  const busy = change.isPending ? change.variables.label : null;

  function run(options: RunOptions): void {
    if (busy) return;
    change.mutate({ ...options, ...options.request });
  }

  return {
    busy,
    run,
    post: (action: MemberAction, body?: unknown): MemberChange => ({ action, body }),
    patch: (patch: MemberPatch): MemberChange => ({ patch }),
  };
}
