/**
 * One set of errors with a status and a stable code. The error middleware maps them
 * (and database errors) to the contract's body: { error: { title, message, field? } }.
 */
import type { FindingKind } from '../shared/anonymity';
import { TITLES } from '../shared/messages';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly title: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export class ValidationError extends AppError {
  constructor(message: string, field?: string, title: string = TITLES.invalidField) {
    super(422, 'validation', title, message, field);
  }
}

/**
 * A listing save whose free text could tell a reader who the candidate or the client is: a 422 on
 * the field, with the span (UTF-16 offsets into the field's text as saved, trimmed) and its kind in
 * the body (`error.code` 'anonymity', `error.finding`), so the PWA can highlight it.
 */
export class AnonymityError extends AppError {
  constructor(
    message: string,
    field: string,
    readonly finding: { start: number; end: number; kind: FindingKind },
  ) {
    super(422, 'anonymity', TITLES.invalidField, message, field);
  }
}

/**
 * A listing save whose text has only warnings of the anonymity guard (a person's name, an
 * employer) that the member has not confirmed for this listing: a 422 with code
 * 'anonymity-warning', on the first warning's field, with every warning, so the PWA can show them
 * and ask "I checked: this does not identify anyone" (docs/anonymity.md). Sent again with
 * `anonymityConfirmed: true`, the save goes through.
 */
export class AnonymityWarningError extends AppError {
  constructor(
    message: string,
    field: string,
    readonly warnings: Array<{ field: string; start: number; end: number; kind: FindingKind; label: string }>,
  ) {
    super(422, 'anonymity-warning', TITLES.invalidField, message, field);
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, title = 'Bad request') {
    super(400, 'bad_request', title, message);
  }
}

export class AuthenticationError extends AppError {
  constructor(message = 'Please log in to continue.', title = 'Not signed in') {
    super(401, 'unauthenticated', title, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do that.', title = 'Not allowed') {
    super(403, 'forbidden', title, message);
  }
}

/**
 * An administrator signed in with the password alone while two-factor sign-in is required: every
 * route but setting it up answers this. Its code is in the body (`error.code`) so the PWA can send
 * them to the set-up screen whatever they asked for.
 */
export class SecondFactorRequiredError extends AppError {
  constructor(message: string, title: string) {
    super(403, 'mfa_enrolment_required', title, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.', title = 'Not found') {
    super(404, 'not_found', title, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, title = 'Conflict') {
    super(409, 'conflict', title, message);
  }
}

export class RateLimitError extends AppError {
  constructor(
    message = 'Too many attempts. Please wait a few minutes and try again.',
    readonly retryAfterSeconds = 60,
  ) {
    super(429, 'rate_limited', 'Too many requests', message);
  }
}

/** The server is at a limit of its own (not the caller's fault): try again after `retryAfterSeconds`. */
export class BusyError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds = 30,
  ) {
    super(503, 'busy', 'Busy', message);
  }
}
