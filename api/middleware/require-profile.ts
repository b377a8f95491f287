import type { RequestHandler } from 'express';
import { AuthenticationError, ForbiddenError } from '../errors';
import { canEnterNetwork, profileGaps } from '../policies/account';

/**
 * The server side of the access guard (spec “Screen details”): listing, match and sourcing routes refuse
 * a member whose profile lacks names, company or job title, or who has no categories yet.
 * Administrators are exempt: the profile exists to introduce recruiters to each other, and the
 * bootstrap admin (created with no categories) must be able to oversee listings and proposals
 * without pretending to recruit in some category first.
 */
export const requireCompleteProfile: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new AuthenticationError());
  if (canEnterNetwork(req.user)) return next();
  const { isProfileComplete, hasCategories } = profileGaps(req.user);
  if (!isProfileComplete) {
    return next(
      new ForbiddenError(
        'Please complete your personal details (first name, last name, company and job title) first.',
        'Profile incomplete',
      ),
    );
  }
  if (!hasCategories) {
    return next(new ForbiddenError('Please choose at least one recruitment category first.', 'Profile incomplete'));
  }
  next();
};
