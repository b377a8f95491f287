/**
 * GET /api/openapi.json: the OpenAPI 3.1 document (api/openapi/document.ts). Anyone's: it holds
 * the API's shape, no data; cacheable for an hour (it changes only with a release).
 */
import { Router } from 'express';
import { openApiDocument } from '../openapi/document';

export function openApiRoutes(): Router {
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600');
    res.json(openApiDocument());
  });
  return router;
}
