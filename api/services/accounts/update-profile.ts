import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts } from '../../db/schema';
import type { Account } from '../../domain/rows';
import { ValidationError } from '../../errors';
import { requiredMessage } from '../../../shared/messages';
import type { TPersonalDetailsSchema } from '../../../shared/schemas/account';
import { CATEGORIES, COMPANY_TYPES, HIRING_COMPANY_TYPE_ID, NATURES, OTHER_CATEGORY_ID } from '../../../shared/lookups';
import { normaliseNotifications } from './default-notifications';

/** Saves the member's own personal details, categories and notification toggles (PUT /api/me). */
export async function updateProfile(
  ctx: AppContext,
  options: { account: Account; input: TPersonalDetailsSchema },
): Promise<Account> {
  const { account, input } = options;
  const companyType = input.companyType ?? account.companyType;
  if (!COMPANY_TYPES.some((t) => t.id === companyType)) {
    throw new ValidationError('The Company Type provided is not valid.', 'companyType');
  }
  if (input.natures && !input.natures.every((id) => NATURES.some((n) => n.id === id))) {
    throw new ValidationError('The Nature of Employment provided is not valid.', 'natures');
  }
  if (input.categories && !input.categories.every((id) => CATEGORIES.some((c) => c.id === id))) {
    throw new ValidationError('The Recruitment Category provided is not valid.', 'categories');
  }
  if (input.categories && input.categories.length === 0) {
    throw new ValidationError(requiredMessage('Recruitment Category'), 'categories');
  }
  const categories = input.categories ? [...new Set(input.categories)] : account.categories;
  if (input.categoryOther && !categories.includes(OTHER_CATEGORY_ID)) {
    throw new ValidationError('The Other Category field is only allowed when Other is chosen.', 'categoryOther');
  }
  // A hiring company has no new-candidate or new-position alerts and cannot source (spec “What the product does”, “Validation rules”, “Roles and permissions”):
  // asking for them is not an error, they are forced off (normaliseNotifications), as the spec says.
  const isHiringCompany = companyType === HIRING_COMPANY_TYPE_ID;

  const emptyToNull = (v: string | undefined) => (v === undefined ? undefined : v || null);
  const [updated] = await ctx.db
    .update(accounts)
    .set({
      firstname: input.firstname,
      lastname: input.lastname,
      company: input.company,
      companyType,
      title: input.title,
      website: emptyToNull(input.website),
      apso: emptyToNull(input.apso),
      landline: emptyToNull(input.landline),
      cellphone: emptyToNull(input.cellphone),
      natures: input.natures ? [...new Set(input.natures)] : undefined,
      categories,
      categoryOther: categories.includes(OTHER_CATEGORY_ID) ? emptyToNull(input.categoryOther) : null,
      notifications: normaliseNotifications({ ...account.notifications, ...input.notifications }, companyType),
      sourcing: !isHiringCompany && (input.sourcing ?? account.sourcing),
      updatedAt: new Date(),
    })
    .where(eq(accounts.id, account.id))
    .returning();
  return updated!;
}
