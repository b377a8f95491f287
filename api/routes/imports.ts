/**
 * /api/imports: bulk import of job specs and candidates from a CSV or XLSX export (docs/imports.md).
 * Upload → mapping → preview → commit → report of the refused rows. Each imported row meets the
 * rules of POST /api/jobs|candidates, word for word; only the uploader ever sees an import.
 */
import { Router, type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import type { AppContext } from '../context';
import { AppError, ValidationError } from '../errors';
import { createImportCheckLimiter, createImportUploadLimiter } from '../auth/rate-limits';
import { currentUser, requireAuth } from '../middleware/require-auth';
import { requireCompleteProfile } from '../middleware/require-profile';
import { parseBody } from '../middleware/validate';
import { now } from '../clock';
import { authorizeNetworkUse } from '../policies/account';
import { authorizeImport, importNotFound } from '../policies/import';
import { authorizeListingCreate } from '../policies/listing';
import {
  presentImportCommit,
  presentImportPreview,
  presentImportReportCsv,
  presentImportSummary,
  presentImportView,
} from '../presenters/import';
import { checkImportMapping } from '../services/imports/check-import-mapping';
import { commitImport } from '../services/imports/commit-import';
import { createImport } from '../services/imports/create-import';
import type { ImportRow } from '../domain/import';
import { findImport } from '../services/imports/find-import';
import { parseImportFile } from '../services/imports/parse-import-file';
import { loadSavedImportMapping } from '../services/imports/saved-import-mapping';
import { saveImportMapping } from '../services/imports/save-import-mapping';
import { validateImportRows } from '../services/imports/validate-import-rows';
import { valueChoices } from '../services/imports/value-choices';
import { loadSettings } from '../services/settings/read-settings';
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  ZImportMappingSchema,
  ZImportUploadSchema,
} from '../../shared/schemas/imports';

/** The file in memory only (never on disk), one file, a few small text fields. */
const upload = multer({
  storage: multer.memoryStorage(),
  // Browsers send a file name in UTF-8 without saying so ('Kandidate – Kaapstad.csv').
  defParamCharset: 'utf8',
  limits: { fileSize: IMPORT_LIMITS.fileBytes, files: 1, fields: 5, fieldSize: 1000, parts: 8 },
}).single('file');

/** multer's refusals in the contract's words: too large is 413, anything else about the form 422. */
function receiveFile(req: Request, res: Response, next: NextFunction): void {
  upload(req, res, (err: unknown) => {
    if (!err) return next();
    if (err instanceof multer.MulterError) {
      if (err.code === 'LIMIT_FILE_SIZE')
        return next(new AppError(413, 'too_large', 'Too large', IMPORT_MESSAGES.tooLarge, 'file'));
      return next(new ValidationError(IMPORT_MESSAGES.noFile, 'file'));
    }
    next(new AppError(400, 'bad_request', 'Bad request', IMPORT_MESSAGES.unreadable));
  });
}

export function importRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAuth, requireCompleteProfile);
  const limiter = createImportUploadLimiter(ctx);

  /** Importing is posting: the member must be allowed to post this kind, in good standing (as POST would answer). */
  async function authorizePosting(req: Request, kind: ImportRow['kind']): Promise<void> {
    const user = currentUser(req);
    authorizeListingCreate(user, kind);
    authorizeNetworkUse(user, await loadSettings(ctx), now());
  }

  async function load(req: Request): Promise<ImportRow> {
    const row = await findImport(ctx, { uid: String(req.params.uid) });
    if (!row) throw importNotFound();
    authorizeImport(currentUser(req), row);
    return row;
  }

  const stateOf = (row: ImportRow) => ({
    kind: row.kind,
    columns: row.columns,
    mapping: row.mapping,
    values: row.values,
    consent: row.consent ?? null,
  });
  /** The words to confirm, suggested as the member chose them before where they did. */
  const choicesFor = async (row: ImportRow) => {
    const saved = await loadSavedImportMapping(ctx, { accountId: row.ownerId, kind: row.kind });
    return valueChoices({ ...row, remembered: saved.values });
  };
  const checkLimiter = createImportCheckLimiter(ctx);
  /** Every row through the listing rules and the guard: counted, as a runaway client could loop it. */
  const check = async (req: Request, row: ImportRow) => {
    await checkLimiter.check(req);
    return validateImportRows(ctx, { owner: currentUser(req), state: stateOf(row), rows: row.rows });
  };

  router.post(
    '/',
    async (req, _res, next) => {
      await limiter.check(req);
      next();
    },
    receiveFile,
    async (req, res) => {
      const { kind } = parseBody(ZImportUploadSchema, req);
      await authorizePosting(req, kind);
      if (!req.file) throw new ValidationError(IMPORT_MESSAGES.noFile, 'file');
      const fileName = req.file.originalname || 'import';
      const parsed = await parseImportFile(req.file.buffer, fileName);
      const row = await createImport(ctx, { owner: currentUser(req), kind, fileName, parsed });
      res.status(201).json(presentImportSummary(row));
    },
  );

  router.get('/:uid', async (req, res) => {
    const row = await load(req);
    res.json(presentImportView(row, await choicesFor(row)));
  });

  router.put('/:uid/mapping', async (req, res) => {
    const row = await load(req);
    if (row.importedAt) throw new AppError(409, 'conflict', 'Conflict', IMPORT_MESSAGES.alreadyImported);
    const input = parseBody(ZImportMappingSchema, req);
    const saved = await saveImportMapping(ctx, { row, ...checkImportMapping(row.kind, row.columns, input) });
    res.json(presentImportView(saved, await choicesFor(saved)));
  });

  router.get('/:uid/preview', async (req, res) => {
    const row = await load(req);
    await authorizePosting(req, row.kind);
    res.json(presentImportPreview(await check(req, row)));
  });

  router.post('/:uid/commit', async (req, res) => {
    const row = await load(req);
    await authorizePosting(req, row.kind);
    if (row.importedAt) throw new AppError(409, 'conflict', 'Conflict', IMPORT_MESSAGES.alreadyImported);
    if (Object.keys(row.mapping).length === 0) throw new ValidationError(IMPORT_MESSAGES.nothingMapped, 'columns');
    res.json(
      presentImportCommit(await commitImport(ctx, { owner: currentUser(req), row, checked: await check(req, row) })),
    );
  });

  router.get('/:uid/report.csv', async (req, res) => {
    const row = await load(req);
    // Once imported, the rows refused then; before, the rows the preview refuses now.
    const refused = row.result?.refusedRows ?? (await check(req, row)).filter((one) => one.errors.length > 0);
    res.set('Content-Type', 'text/csv; charset=utf-8');
    const base =
      row.fileName
        .replace(/\.[^.]*$/, '')
        .replace(/[^\w.-]+/g, '-')
        .slice(0, 80) || 'import';
    res.set('Content-Disposition', `attachment; filename="${base}-refused-rows.csv"`);
    res.send(presentImportReportCsv(row, refused));
  });

  return router;
}
