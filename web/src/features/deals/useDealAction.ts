/**
 * A deal move with the screens' toasts: 'Deal updated' on success, the server's refusal as it said
 * it — beside its field when the move's form passes its form hook and the server named a field.
 */
import type { SchemaForm } from '../forms/useSchemaForm';
import { useDealMove, type DealMove } from '../../api/deals';
import { ApiError } from '../../api/client';
import { useToast } from '../../components/ui/Toast';
import { MESSAGES, TITLES } from '../../../../shared/messages';

export function useDealAction(uid: string, onDone?: () => void, form?: SchemaForm) {
  const toast = useToast();
  const mutation = useDealMove(uid, {
    onSuccess: (deal, move) => {
      // A stage that can still be undone says so in its undo bar (UndoStageBar), not in a toast.
      if (move.action === 'stage' && deal.undo) return onDone?.();
      const content =
        move.action === 'accept-terms'
          ? MESSAGES.dealTermsAccepted
          : move.action === 'dispute' || move.action === 'refer-unpaid'
            ? MESSAGES.dealDisputed
            : move.action === 'undo-stage'
              ? MESSAGES.dealStageUndone
              : MESSAGES.dealStageRecorded;
      toast({ header: TITLES.dealUpdated, content, type: 'success' });
      onDone?.();
    },
    onError: (error) => {
      if (form && error instanceof ApiError && error.field) return form.fromServer(error, TITLES.dealFailed);
      const header = error instanceof ApiError ? error.title : TITLES.dealFailed;
      toast({ header, content: error.message, type: 'error' });
    },
  });
  return {
    run: (move: DealMove) => mutation.mutate(move),
    isBusy: mutation.isPending,
    fieldError: (field: string) =>
      mutation.error instanceof ApiError && mutation.error.field === field ? mutation.error.message : undefined,
  };
}
