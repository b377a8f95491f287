/**
 * Members in good standing (docs/architecture.md, Product rules): the one home of the check for
 * routes that are network use as a whole (search others' listings, post, extend, propose, offer,
 * answer, suggestions). policies/account.ts decides (authorizeNetworkUse); this only asks it for
 * the signed-in member with the administrators' settings of this request. `unless`: a request
 * that is not network use after all (a member's search of their own listings).
 */
import type { Request, RequestHandler } from 'express';
import { now } from '../clock';
import { authorizeNetworkUse } from '../policies/account';
import { currentUser } from './require-auth';
import type { AppSettings } from '../../shared/rules/settings';

export function requireGoodStanding(
  settingsOf: () => Promise<AppSettings>,
  options: { unless?: (req: Request) => boolean } = {},
): RequestHandler {
  return async (req, _res, next) => {
    if (!options.unless?.(req)) authorizeNetworkUse(currentUser(req), await settingsOf(), now());
    next();
  };
}
