/**
 * The query of GET /api/market: a recruitment category and a South African province (by id or
 * by name), and optionally a nature of employment. An unknown parameter is a 422.
 */
import { z } from 'zod';
import { CATEGORIES, LOCATIONS, NATURES } from '../lookups';

export const MARKET_PROVINCES = LOCATIONS.filter((location) => location.kind === 'province');

const CATEGORY_MESSAGE = 'Choose a recruitment category.';
const PROVINCE_MESSAGE = 'Choose a South African province.';
const NATURE_MESSAGE = 'Choose a nature of employment, or none for all.';

/** An id of the list given as a query string ('13'), or undefined. */
const idIn = (ids: readonly number[], value: string): number | undefined => {
  if (!/^\d{1,4}$/.test(value)) return undefined;
  const id = Number(value);
  return ids.includes(id) ? id : undefined;
};

/** A province by its id ('300') or its name in any case ('gauteng'), or undefined. */
export function provinceIdOf(value: string): number | undefined {
  const trimmed = value.trim();
  const byId = idIn(
    MARKET_PROVINCES.map((p) => p.id),
    trimmed,
  );
  if (byId !== undefined) return byId;
  return MARKET_PROVINCES.find((p) => p.name.toLowerCase() === trimmed.toLowerCase())?.id;
}

const lookupId = (ids: readonly number[], message: string) =>
  z.string({ error: message }).transform((value, context) => {
    const id = idIn(ids, value.trim());
    if (id === undefined) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });

export const ZMarketQuerySchema = z.strictObject(
  {
    category: lookupId(
      CATEGORIES.map((c) => c.id),
      CATEGORY_MESSAGE,
    ),
    province: z.string({ error: PROVINCE_MESSAGE }).transform((value, context) => {
      const id = provinceIdOf(value);
      if (id === undefined) {
        context.addIssue({ code: 'custom', message: PROVINCE_MESSAGE });
        return z.NEVER;
      }
      return id;
    }),
    nature: z
      .string({ error: NATURE_MESSAGE })
      .transform((value, context) => {
        if (value.trim() === '') return undefined;
        const id = idIn(
          NATURES.map((n) => n.id),
          value.trim(),
        );
        if (id === undefined) {
          context.addIssue({ code: 'custom', message: NATURE_MESSAGE });
          return z.NEVER;
        }
        return id;
      })
      .optional(),
  },
  { error: 'The market pulse takes category, province and nature only.' },
);
export type TMarketQuery = z.infer<typeof ZMarketQuerySchema>;
