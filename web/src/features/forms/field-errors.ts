import type { z } from 'zod';

/** One message per field, keyed by the field's path ('firstname', 'identifiers.email'). */
export type FieldErrors = Record<string, string>;

/**
 * Every field's first problem of a failed parse, in the schema's order (the shared schemas sort
 * their issues into the spec's order, so the first entry is the message the spec shows first).
 * `fieldOf` turns a schema path into the form's own field name where the two differ.
 */
export function fieldErrorsOf(error: z.ZodError, fieldOf: (path: string) => string = (path) => path): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map((segment) => String(segment)).join('.');
    const field = fieldOf(path);
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Focuses the control of the first error shown in `scope` (in reading order) and brings it to the
 * middle of the screen, so a long form's problem is not left below a sticky Save button. Errors use
 * the `field__error` hook class; their control names them in aria-describedby, or sits in the same
 * `.field` or fieldset.
 */
export function focusFirstError(scope: ParentNode): void {
  const error = scope.querySelector<HTMLElement>('.field__error');
  if (!error) return;
  // The control that names the error for screen readers, else the first control of its field.
  const describer = error.id ? scope.querySelector<HTMLElement>(`[aria-describedby~="${CSS.escape(error.id)}"]`) : null;
  const holder = error.closest<HTMLElement>('.field, fieldset') ?? describer ?? error;
  const control = describer ?? holder.querySelector<HTMLElement>('input, select, textarea, button');
  // An instant jump: the focus ring is the cue, and no motion is asked of anyone.
  holder.scrollIntoView({ block: 'center' });
  control?.focus({ preventScroll: true });
}
