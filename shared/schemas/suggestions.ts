/** The query of GET /api/{jobs|candidates}/:uid/suggestions: none (an unknown parameter is a 422). */
import { z } from 'zod';

export const ZSuggestionsQuerySchema = z.strictObject({}, { error: 'Suggestions take no parameters.' });
export type TSuggestionsQuery = z.infer<typeof ZSuggestionsQuerySchema>;
