import type { RequestHandler } from 'express';
import { AuthenticationError, ForbiddenError } from '../errors';
import { profileGaps } from '../presenters/account';

/**
 * The server side of the access guard (spec §2.3): listing, match and sourcing routes refuse
 * a member whose profile lacks names, company or job title, or who has no categories yet.
 */
export const requireCompleteProfile: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new AuthenticationError());
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
