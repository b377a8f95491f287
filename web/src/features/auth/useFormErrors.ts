import { useState } from 'react';
import type { z } from 'zod';
import { firstIssue } from '../../../../shared/schemas/account';
import { TITLES } from '../../../../shared/messages';
import { ApiError } from '../../api/client';
import { useToast } from '../../components/Toasts';

/**
 * Validates a form with the shared schema before sending (same rules and messages as the
 * API), shows the first problem as an 'Invalid field' toast and beside its field, and shows
 * the server's refusal the same way.
 */
export function useFormErrors() {
  const toast = useToast();
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);

  function check<S extends z.ZodType>(schema: S, values: unknown): z.infer<S> | null {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setFieldError(null);
      return parsed.data;
    }
    const issue = firstIssue(parsed.error);
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
