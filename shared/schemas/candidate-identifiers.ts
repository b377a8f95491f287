/**
 * Optional private identifiers of a candidate: on POST/PUT /api/candidates as
 * `identifiers` (the duplicate check runs as part of that save). Each is normalised
 * (shared/rules/candidate-identifiers.ts); blank ones are dropped; a value that is not valid is
 * refused on its field (`identifiers.idNumber`, …) without repeating it.
 */
import { z } from 'zod';
import {
  IDENTIFIER_KINDS,
  IDENTIFIER_LABELS,
  NORMALISERS,
  type CandidateIdentifiers,
  type IdentifierKind,
} from '../rules/candidate-identifiers';

export const identifierInvalidMessage = (kind: IdentifierKind) =>
  kind === 'idNumber'
    ? 'The SA ID Number provided is not valid (13 digits with a valid check digit).'
    : `The ${IDENTIFIER_LABELS[kind]} provided is not valid.`;

function identifier(kind: IdentifierKind) {
  return z
    .string({ error: identifierInvalidMessage(kind) })
    .max(320, { error: identifierInvalidMessage(kind) })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      const normalised = NORMALISERS[kind](value);
      if (normalised === null) {
        ctx.addIssue({ code: 'custom', message: identifierInvalidMessage(kind) });
        return z.NEVER;
      }
      return normalised;
    });
}

export const ZCandidateIdentifiersSchema = z
  .strictObject(
    Object.fromEntries(IDENTIFIER_KINDS.map((kind) => [kind, identifier(kind)])) as Record<
      IdentifierKind,
      ReturnType<typeof identifier>
    >,
    { error: 'The identifiers provided are not valid.' },
  )
  .transform((ids): CandidateIdentifiers => {
    const kept: CandidateIdentifiers = {};
    for (const kind of IDENTIFIER_KINDS) if (ids[kind]) kept[kind] = ids[kind];
    return kept;
  });
