import { useId, useState } from 'react';
import { api } from '../../api/client';
import { useSetMe } from '../../api/sign-in';
import type { Me } from '../../api/types';
import { useToast } from '../../components/Toasts';
import { useFormErrors } from '../auth/useFormErrors';
import { MESSAGES, TITLES } from '../../../../shared/messages';

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
export function useSaveProfile(successText: string) {
  const [isSaving, setIsSaving] = useState(false);
  // One toast scope for the form's checks, refusals and success (components/Toasts.tsx).
  const toastScope = useId();
  const toast = useToast(toastScope);
  const setMe = useSetMe();
  const errors = useFormErrors(toastScope);

  async function save(changes: Record<string, unknown>): Promise<Me | null> {
    if (Object.keys(changes).length === 0) {
      toast({ header: TITLES.accountStatus, content: MESSAGES.noChanges, type: 'alert' });
      return null;
    }
    if (isSaving) return null;
    const input = await errors.check((schemas) => schemas.ZPersonalDetailsSchema, changes);
    if (!input) return null;
    setIsSaving(true);
    try {
      const { account } = await api.put<{ account: Me }>('/me', input);
      setMe(account);
      toast({ header: 'Account updated', content: successText, type: 'success' });
      return account;
    } catch (err) {
      errors.fromServer(err, TITLES.updateFailed);
      return null;
    } finally {
      setIsSaving(false);
    }
  }

  // `toast`: the form's own checks show their toasts in the same scope as its save.
  return { save, isSaving, errorFor: errors.errorFor, toast };
}
