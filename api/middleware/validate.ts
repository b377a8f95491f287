import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import type { Account } from '../domain/rows';
import { firstIssue, type FieldIssue } from '../../shared/schemas/account';
import { AuthenticationError, ValidationError, type AppError } from '../errors';

type InputHandler<T> = (input: T, req: Request, res: Response) => Promise<unknown> | unknown;

/**
 * A shared zod schema, or a factory of one for the signed-in account where the rules depend on
 * who is asking (a hiring company's job spec takes a placement fee; anyone else's does not).
 */
export type SchemaOf<S extends z.ZodType> = S | ((user: Account) => S);

export type ValidateOptions = {
  /** The error a refused body becomes; by default a 422 with the issue's message and field. */
  refuse?: (issue: FieldIssue) => AppError;
};

const toValidationError = ({ field, message }: FieldIssue): AppError => new ValidationError(message, field);

function schemaFor<S extends z.ZodType>(schema: SchemaOf<S>, req: Request): S {
  if (typeof schema !== 'function') return schema;
  // A factory needs the account it is built for: only mount it behind requireAuth.
  if (!req.user) throw new AuthenticationError();
  return schema(req.user);
}

/**
 * The first step of a route: parses the JSON body with a shared zod schema (or the schema the
 * signed-in account gets) and hands the typed result to the handler, which then loads the row,
 * authorizes, calls one service and presents the answer. The first problem, in the spec's order,
 * becomes a 422 with the spec's message and field (or what `options.refuse` makes of it).
 */
export function validate<S extends z.ZodType>(
  schema: SchemaOf<S>,
  handler: InputHandler<z.infer<S>>,
  options: ValidateOptions = {},
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const parsed = schemaFor(schema, req).safeParse(req.body ?? {});
    if (!parsed.success) return next((options.refuse ?? toValidationError)(firstIssue(parsed.error)));
    await handler(parsed.data, req, res);
  };
}

/**
 * The body parsed the same way, for the one kind of route whose rules follow a loaded row rather
 * than the account asking (a listing's edit keeps the rules of the company type it was posted
 * under): called by the handler after load and authorize, so a stranger still gets 404 first.
 */
export function parseBody<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  const parsed = schema.safeParse(req.body ?? {});
  if (!parsed.success) throw toValidationError(firstIssue(parsed.error));
  return parsed.data;
}

/** Parses the query string the same way (repeated or unknown keys are a 422, never a 500). */
export function parseQuery<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  const parsed = schema.safeParse(req.query);
  if (!parsed.success) throw toValidationError(firstIssue(parsed.error));
  return parsed.data;
}
