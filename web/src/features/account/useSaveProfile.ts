import { useId } from 'react';
import { useUpdateMe } from '../../api/account';
import { useToast } from '../../components/ui/Toast';
import { accountSchema } from '../auth/account-schemas';
import { useSchemaForm } from '../forms/useSchemaForm';
import { MESSAGES, TITLES } from '../../../../shared/messages';
import type { Me } from '../../../../shared/types/account';

/** Only the fields whose value differs from the saved account (dirty tracking). */
export function changedFields<T extends Record<string, unknown>>(
  values: T,
  saved: Record<string, unknown>,
): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(saved[key])),
  ) as Partial<T>;
}

/**
 * Saves part of the member's own account. With nothing changed it shows the spec's notice
 * ('Account status' / 'You have no changes to save at this time.') and sends nothing.
 */
export function useSaveProfile(successText: string | null) {
  // One toast scope for the form's checks, refusals and success (components/Toasts.tsx).
  const toastScope = useId();
  const toast = useToast(toastScope);
  const form = useSchemaForm({ toastScope });
  const update = useUpdateMe<object>({
    // Null: the screen says it itself (the onboarding stepper moves on to its next step).
    onSuccess: () => successText && toast({ header: 'Account updated', content: successText, type: 'success' }),
    onError: (err) => form.fromServer(err, TITLES.updateFailed),
  });
  const isSaving = update.isPending;

  async function save(changes: Record<string, unknown>): Promise<Me | null> {
    if (Object.keys(changes).length === 0) {
      toast({ header: TITLES.accountStatus, content: MESSAGES.noChanges, type: 'alert' });
      return null;
    }
    if (isSaving) return null;
    const input = await form.check(
      accountSchema((schemas) => schemas.ZPersonalDetailsSchema),
      changes,
    );
    if (!input) return null;
    // A refusal is shown by onError; the form only learns that nothing was saved.
    return update.mutateAsync(input).catch(() => null);
  }

  // `toast`: the form's own checks show their toasts in the same scope as its save; `form`: every
  // problem beside its field, the first focused (attach `form.bindForm` to the <form>).
  return { save, isSaving, errorFor: form.errorFor, clearError: form.clearError, bindForm: form.bindForm, form, toast };
}
