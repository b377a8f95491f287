import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { firstIssue } from '../../shared/schemas/account';
import { ValidationError } from '../errors';

type InputHandler<T> = (input: T, req: Request, res: Response) => Promise<unknown> | unknown;

/**
 * Parses the JSON body with a shared zod schema and hands the typed result to the handler.
 * The first problem, in the spec's order, becomes a 422 with the spec's message and field.
 */
export function validate<S extends z.ZodType>(schema: S, handler: InputHandler<z.infer<S>>): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const parsed = schema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const { field, message } = firstIssue(parsed.error);
      return next(new ValidationError(message, field));
    }
    await handler(parsed.data, req, res);
  };
}

/** Parses the query string the same way (repeated or unknown keys are a 422, never a 500). */
export function parseQuery<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  const parsed = schema.safeParse(req.query);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    throw new ValidationError(message, field);
  }
  return parsed.data;
}
