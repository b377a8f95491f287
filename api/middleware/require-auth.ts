import type { Request, RequestHandler } from 'express';
import type { Account } from '../domain/rows';
import { AuthenticationError, ForbiddenError } from '../errors';
import { canAdminister } from '../policies/account';

export const requireAuth: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new AuthenticationError());
  next();
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new AuthenticationError());
  if (!canAdminister(req.user)) return next(new ForbiddenError('This page is for administrators only.'));
  next();
};

/** The signed-in account; only call after requireAuth. */
export function currentUser(req: Request): Account {
  if (!req.user) throw new AuthenticationError();
  return req.user;
}
