import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { TITLES } from '../../../../shared/messages';
import { ApiError } from '../../api/client';
import { useToast } from '../../components/ui/Toast';
import { fieldErrorsOf, focusFirstError, type FieldErrors } from './field-errors';

/** A schema, or a loader of one (the sign-in pages load zod only once the visitor starts typing). */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

type SchemaFormOptions = {
  /** The form's toast scope when another hook of the same form shows toasts too. */
  toastScope?: string;
  /** A schema or API field path as the form's field name ('jobTitle' → 'title'). */
  fieldOf?: (path: string) => string;
};

const SOMETHING_WRONG = 'Something went wrong. Please try again.';

/**
 * The one way a PWA form checks its input: a shared zod schema (the API's rules and the spec's
 * messages) before sending, every problem of the submit shown beside its field at once, the first
 * field focused and scrolled to, and the first message also in the spec's 'Invalid field' toast.
 * A server refusal naming a field (a 422) lands beside that field the same way; any other refusal
 * is a toast. Attach `bindForm` to the <form> so focus stays inside it.
 */
export function useSchemaForm({ toastScope, fieldOf = (path) => path }: SchemaFormOptions = {}) {
  const toast = useToast(toastScope);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [shownAt, setShownAt] = useState(0);
  // The form element, kept as state (its setter is the ref callback the form gets).
  const [formNode, bindForm] = useState<HTMLFormElement | null>(null);

  useEffect(() => {
    // After the errors have rendered: the first one in reading order gets the focus.
    if (shownAt) focusFirstError(formNode ?? document);
    // Only a new submit's errors move the focus, not the form re-mounting.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownAt]);

  /** Shows these errors beside their fields (all at once) and the first one in the toast. */
  const showErrors = useCallback(
    (next: FieldErrors, header: string = TITLES.invalidField) => {
      setErrors(next);
      setShownAt((count) => count + 1);
      const first = Object.values(next)[0];
      if (first) toast({ header, content: first, type: 'error' });
    },
    [toast],
  );

  /** The parsed input, or null after showing every problem. */
  function checkNow<S extends z.ZodType>(schema: S, values: unknown): z.output<S> | null {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    showErrors(fieldErrorsOf(parsed.error, fieldOf));
    return null;
  }

  /** `checkNow` for a schema that may still have to load. */
  async function check<S extends z.ZodType>(source: SchemaSource<S>, values: unknown): Promise<z.output<S> | null> {
    let schema: S;
    try {
      schema = typeof source === 'function' ? await (source as () => Promise<S>)() : source;
    } catch {
      toast({ header: TITLES.invalidField, content: SOMETHING_WRONG, type: 'error' });
      return null;
    }
    return checkNow(schema, values);
  }

  /** Shows a refusal: beside its field when the server named one, else as a toast. */
  function fromServer(err: unknown, fallbackTitle: string): void {
    if (err instanceof ApiError && err.field) {
      showErrors({ [fieldOf(err.field)]: err.message }, err.title || fallbackTitle);
      return;
    }
    const message = err instanceof ApiError ? err.message : SOMETHING_WRONG;
    const header = err instanceof ApiError && err.title ? err.title : fallbackTitle;
    toast({ header, content: message, type: 'error' });
  }

  /** The error beside a field goes as soon as the member changes that field. */
  const clearError = useCallback((...fields: string[]) => {
    setErrors((current) => {
      if (!fields.some((field) => field in current)) return current;
      return Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field)));
    });
  }, []);

  const errorFor = (field: string): string | undefined => errors[field];
  const reset = () => setErrors({});
  return { check, checkNow, fromServer, showErrors, clearError, errorFor, errors, reset, bindForm };
}

export type SchemaForm = ReturnType<typeof useSchemaForm>;
