import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type * as AccountSchemas from '../../../../shared/schemas/account';
import { TITLES } from '../../../../shared/messages';
import { ApiError } from '../../api/client';
import { useToast } from '../../components/ui/Toast';

/**
 * The shared account schemas, with zod, load once the visitor starts on the form rather than
 * with the page: the sign-in pages paint without waiting for them, and a submit awaits them.
 */
const loadAccountSchemas = () => import('../../../../shared/schemas/account');
const FIRST_INPUT = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Validates a form with the shared schema before sending (same rules and messages as the
 * API), shows the first problem as an 'Invalid field' toast and beside its field, and shows
 * the server's refusal the same way. `toastScope`: the form's toast scope when another hook of the
 * same form shows toasts too (its success then replaces this form's waiting errors).
 */
export function useFormErrors(toastScope?: string) {
  const toast = useToast(toastScope);
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);

  useEffect(() => {
    // At the visitor's first touch, click or key press: long before a submit, and never in the way
    // of the page's first paint.
    const prepare = () => void loadAccountSchemas().catch(() => undefined);
    for (const type of FIRST_INPUT) document.addEventListener(type, prepare, { once: true, passive: true });
    return () => {
      for (const type of FIRST_INPUT) document.removeEventListener(type, prepare);
    };
  }, []);

  /** The valid input, or null after showing its first problem. `pick` names the schema to use. */
  async function check<S extends z.ZodType>(
    pick: (schemas: typeof AccountSchemas) => S,
    values: unknown,
  ): Promise<z.infer<S> | null> {
    let schemas: typeof AccountSchemas;
    try {
      schemas = await loadAccountSchemas();
    } catch {
      toast({ header: TITLES.invalidField, content: 'Something went wrong. Please try again.', type: 'error' });
      return null;
    }
    const parsed = pick(schemas).safeParse(values);
    if (parsed.success) {
      setFieldError(null);
      return parsed.data;
    }
    const issue = schemas.firstIssue(parsed.error);
    setFieldError(issue);
    toast({ header: TITLES.invalidField, content: issue.message, type: 'error' });
    return null;
  }

  function fromServer(err: unknown, fallbackTitle: string) {
    if (err instanceof ApiError) {
      if (err.field) setFieldError({ field: err.field, message: err.message });
      toast({ header: err.title || fallbackTitle, content: err.message, type: 'error' });
    } else {
      toast({ header: fallbackTitle, content: 'Something went wrong. Please try again.', type: 'error' });
    }
  }

  const errorFor = (field: string) => (fieldError?.field === field ? fieldError.message : undefined);
  return { check, fromServer, errorFor };
}
