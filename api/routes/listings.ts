/** /api/jobs and /api/candidates: search, create, read, update, extend, close. */
import { Router, type Request } from 'express';
import type { AppContext } from '../context';
import type { Account } from '../domain/rows';
import { idempotencyKeyOf } from '../middleware/idempotency-key';
import { currentUser, requireAuth } from '../middleware/require-auth';
import { requireCompleteProfile } from '../middleware/require-profile';
import { parseBody, parseQuery, validate } from '../middleware/validate';
import {
  authorizeListing,
  authorizeListingCreate,
  isHiringCompany,
  isHiringCompanyListing,
  listingNotFound,
  type ListingAction,
} from '../policies/listing';
import {
  anonymityRefusal,
  assertWarningsConfirmed,
  listingAnonymityFindings,
  listingTexts,
} from '../policies/listing-anonymity';
import { findAnonymityConfirmation } from '../services/anonymity/find-anonymity-confirmation';
import { findPastClients } from '../services/anonymity/find-past-clients';
import { hashWarnings } from '../services/anonymity/hash-warnings';
import type { AnonymityConfirmation } from '../services/anonymity/record-anonymity-confirmation';
import { recordAnonymityRefusal } from '../services/anonymity/record-anonymity-refusal';
import { requireGoodStanding } from '../middleware/require-good-standing';
import { findMember } from '../services/admin/find-member';
import { loadSettings } from '../services/settings/read-settings';
import { now } from '../clock';
import { createDuplicateCheckLimiter } from '../auth/rate-limits';
import { authorizeNetworkUse, canAdminister } from '../policies/account';
import { listCandidateDuplicates } from '../services/candidates/list-candidate-duplicates';
import { presentListingCreated, presentListingResponse, presentListingSearchResult } from '../presenters/listing';
import { closeListing } from '../services/listings/close-listing';
import { createListing } from '../services/listings/create-listing';
import { extendListing } from '../services/listings/extend-listing';
import { findListing } from '../services/listings/find-listing';
import { searchListings } from '../services/listings/search-listings';
import { updateListing } from '../services/listings/update-listing';
import type { ListingKind } from '../../shared/lookups';
import { listingSaveSchema, type TListingSave } from '../../shared/schemas/listing';
import { ZListingSearchSchema } from '../../shared/schemas/listing-search';

export function listingRoutes(ctx: AppContext, kind: ListingKind): Router {
  const router = Router();
  router.use(requireAuth, requireCompleteProfile);

  /** Load, then authorize: a listing the viewer may not see is "not found" (existence stays private). */
  async function load(req: Request, action: ListingAction) {
    const found = await findListing(ctx, { kind, uid: String(req.params.uid) });
    if (!found) throw listingNotFound(kind);
    authorizeListing(currentUser(req), action, found.row);
    return found;
  }
  /**
   * The duplicate-candidate check runs only inside the poster's own save of a candidate with
   * identifiers, and at most DUPLICATE_CHECK_LIMIT_PER_ACCOUNT times a day per account (429 past
   * it): a member cannot probe the network for an ID number beyond a handful of real saves.
   */
  const duplicateCheckLimiter = kind === 'candidate' ? createDuplicateCheckLimiter(ctx) : null;
  async function limitDuplicateChecks(save: TListingSave, req: Request): Promise<void> {
    if (duplicateCheckLimiter && save.kind === 'candidate' && (save.data.identifiers || save.data.fullName))
      await duplicateCheckLimiter.check(req);
  }
  const owner = (found: { row: { ownerId: string }; ownerEmail: string }) => ({
    uid: found.row.ownerId,
    email: found.ownerEmail,
  });
  /** The listing's owner, whose own contact details its text must not give away (an admin may be editing). */
  async function posterOf(req: Request, row: { ownerId: string }): Promise<Account> {
    const viewer = currentUser(req);
    if (row.ownerId === viewer.id) return viewer;
    const owner = await findMember(ctx, { uid: row.ownerId });
    if (!owner) throw listingNotFound(kind);
    return owner;
  }
  /**
   * The anonymity guard of a save (docs/anonymity.md): a blocking finding is a 422 and is counted
   * against the member who wrote it; warnings (the owner's past clients among them) must each have
   * been confirmed once on this listing, or be confirmed by this save. Answers the confirmation
   * to record, if this save makes one.
   */
  async function guardAnonymity(
    req: Request,
    poster: Account,
    save: TListingSave,
    listingId?: string,
  ): Promise<AnonymityConfirmation | undefined> {
    const texts = listingTexts(save);
    const knownEmployers = await findPastClients(ctx, { accountId: poster.id, texts: Object.values(texts) });
    const { blocking, warnings } = listingAnonymityFindings(poster, save, knownEmployers);
    const writer = currentUser(req);
    if (blocking) {
      await recordAnonymityRefusal(ctx, { accountId: writer.id, listingKind: kind, findingKind: blocking.kind });
      throw anonymityRefusal(blocking);
    }
    if (warnings.length === 0) return undefined;
    const hashes = hashWarnings(ctx, texts, warnings);
    const confirmedBefore = listingId ? await findAnonymityConfirmation(ctx, { kind, listingId }) : [];
    const isConfirming = assertWarningsConfirmed({
      warnings,
      hashes,
      confirmedBefore,
      isConfirmed: save.data.anonymityConfirmed,
    });
    if (!isConfirming) return undefined;
    return { confirmedBy: writer.id, warningHashes: hashes, kinds: warnings.map((warning) => warning.kind) };
  }
  /** The save rules of the account posting: a hiring company's job takes a placement fee. */
  const saveSchemaOf = (user: Account) => listingSaveSchema(kind, { isHiringCompany: isHiringCompany(user) });

  const settingsOf = () => loadSettings(ctx);
  const goodStanding = requireGoodStanding(settingsOf);
  // A lapsed member still sees their own listings, not anyone else's.
  const searchesOthers = requireGoodStanding(settingsOf, {
    unless: (req) => parseQuery(ZListingSearchSchema, req).mine === true,
  });

  router.get('/', searchesOthers, async (req, res) => {
    const viewer = currentUser(req);
    const query = parseQuery(ZListingSearchSchema, req);
    const result = await searchListings(ctx, { kind, viewer, query });
    res.json(presentListingSearchResult(result, viewer));
  });

  router.post(
    '/',
    // Who may post this kind is answered before the body is read (a hiring company posting a
    // candidate gets 403 whatever it sent).
    (req, _res, next) => {
      authorizeListingCreate(currentUser(req), kind);
      next();
    },
    goodStanding,
    validate(saveSchemaOf, async (save, req, res) => {
      // An offline draft's key: posted twice, it is still one listing.
      const postKey = idempotencyKeyOf(req);
      const confirmation = await guardAnonymity(req, currentUser(req), save);
      await limitDuplicateChecks(save, req);
      res
        .status(201)
        .json(
          presentListingCreated(await createListing(ctx, { owner: currentUser(req), save, postKey, confirmation })),
        );
    }),
  );

  router.get('/:uid', async (req, res) => {
    const found = await load(req, 'view');
    const viewer = currentUser(req);
    // Another member's listing is network use; one's own stays readable to a lapsed member.
    if (found.row.ownerId !== viewer.id) authorizeNetworkUse(viewer, await settingsOf(), now());
    // Administrators see a flagged candidate's twin listings, and which was posted first.
    const duplicates =
      kind === 'candidate' && canAdminister(viewer) ? await listCandidateDuplicates(ctx, found.row.id) : undefined;
    res.json(presentListingResponse(found.row, viewer, owner(found), { duplicates }));
  });

  router.put('/:uid', async (req, res) => {
    const found = await load(req, 'edit');
    // The rules follow the listing (the company type it was posted under), not the editor: an
    // admin editing a hiring company's job keeps its placement fee.
    const save = parseBody(listingSaveSchema(kind, { isHiringCompany: isHiringCompanyListing(found.row) }), req);
    const confirmation = await guardAnonymity(req, await posterOf(req, found.row), save, found.row.id);
    await limitDuplicateChecks(save, req);
    const { row, alreadyListed } = await updateListing(ctx, { row: found.row, save, confirmation });
    res.json(presentListingResponse(row, currentUser(req), owner(found), { alreadyListed }));
  });

  router.post('/:uid/extend', goodStanding, async (req, res) => {
    const found = await load(req, 'extend');
    const row = await extendListing(ctx, { row: found.row });
    res.json(presentListingResponse(row, currentUser(req), owner(found)));
  });

  router.post('/:uid/close', async (req, res) => {
    const found = await load(req, 'close');
    const row = await closeListing(ctx, { row: found.row });
    res.json(presentListingResponse(row, currentUser(req), owner(found)));
  });

  return router;
}
