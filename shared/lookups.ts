/**
 * The lookup lists of spec “Entities and their fields”. `GET /api/lookups` returns `LOOKUPS` as is; the API stores only the ids.
 *
 * IDS ARE FIXED FOREVER: listings, accounts and saved filters store these ids. Never renumber or reuse
 * an id. To retire an item, leave it in place; to add one, give it a new, unused id in its block.
 */

export type LookupItem = { id: number; name: string };

/** Which listing kinds may choose an item: 'jobs' only, 'candidates' only, or 'both'. */
export type LookupScope = 'jobs' | 'candidates' | 'both';
export type ListingKind = 'job' | 'candidate';

export type ScopedItem = LookupItem & { scope: LookupScope };
/** `freeInput` marks the choice that reveals a free-text input (Other Category(ies), Country Name, …). */
export type CategoryItem = LookupItem & { freeInput?: boolean };
export type SectorItem = ScopedItem & { freeInput?: boolean };
export type LocationKind = 'remote' | 'international' | 'country' | 'province' | 'city' | 'other';
export type LocationItem = LookupItem & { kind: LocationKind; parentId?: number; freeInput?: boolean };
export type CompanyTypeItem = LookupItem;
export type PackageItem = LookupItem;
export type EquityItem = ScopedItem;
export type NatureItem = LookupItem;
export type GenderItem = ScopedItem;

/** Any list of this file; items without a scope are open to both listing kinds. */
type AnyLookupItem = LookupItem & { scope?: LookupScope; freeInput?: boolean };

// ── Company types: ids 1–3 ──────────────────────────────────────────────────────────────────────────
export const RECRUITMENT_AGENCY_TYPE_ID = 1;
export const INDEPENDENT_RECRUITER_TYPE_ID = 2;
export const HIRING_COMPANY_TYPE_ID = 3;
/** The recruiter type: used for new accounts that have no company type yet (spec “Entities and their fields”). */
export const DEFAULT_COMPANY_TYPE_ID = INDEPENDENT_RECRUITER_TYPE_ID;

export const COMPANY_TYPES: readonly CompanyTypeItem[] = [
  { id: RECRUITMENT_AGENCY_TYPE_ID, name: 'Recruitment Agency' },
  { id: INDEPENDENT_RECRUITER_TYPE_ID, name: 'Independent Recruiter' },
  { id: HIRING_COMPANY_TYPE_ID, name: 'Hiring Company' },
];

// ── Recruitment categories: ids 1–48 (alphabetical), Other = 99 ────────────────────────────────────
export const OTHER_CATEGORY_ID = 99;

export const CATEGORIES: readonly CategoryItem[] = [
  { id: 1, name: 'Academic' },
  { id: 2, name: 'Accounting & Auditing' },
  { id: 3, name: 'Administration & Office Support' },
  { id: 4, name: 'Agriculture' },
  { id: 5, name: 'Architecture & Interior Design' },
  { id: 6, name: 'Automotive' },
  { id: 7, name: 'Banking' },
  { id: 8, name: 'Call Centre & Customer Service' },
  { id: 9, name: 'Construction' },
  { id: 10, name: 'Consulting' },
  { id: 11, name: 'Creative & Design' },
  { id: 12, name: 'Education & Training' },
  { id: 13, name: 'Engineering' },
  { id: 14, name: 'Executive & Senior Management' },
  { id: 15, name: 'Finance' },
  { id: 16, name: 'FMCG' },
  { id: 17, name: 'Government & Public Sector' },
  { id: 18, name: 'Healthcare & Medical' },
  { id: 19, name: 'Hospitality & Tourism' },
  { id: 20, name: 'Human Resources' },
  { id: 21, name: 'Insurance' },
  { id: 22, name: 'Investment & Asset Management' },
  { id: 23, name: 'IT & Internet' },
  { id: 24, name: 'Legal' },
  { id: 25, name: 'Logistics & Supply Chain' },
  { id: 26, name: 'Manufacturing & Production' },
  { id: 27, name: 'Marketing & Communications' },
  { id: 28, name: 'Media & Journalism' },
  { id: 29, name: 'Mining' },
  { id: 30, name: 'Non-Profit & NGO' },
  { id: 31, name: 'Oil, Gas & Energy' },
  { id: 32, name: 'Pharmaceutical' },
  { id: 33, name: 'Procurement & Purchasing' },
  { id: 34, name: 'Project Management' },
  { id: 35, name: 'Property & Real Estate' },
  { id: 36, name: 'Quality Assurance' },
  { id: 37, name: 'Research & Science' },
  { id: 38, name: 'Retail' },
  { id: 39, name: 'Risk & Compliance' },
  { id: 40, name: 'Safety, Health & Environment' },
  { id: 41, name: 'Sales' },
  { id: 42, name: 'Security' },
  { id: 43, name: 'Skilled Trades & Artisans' },
  { id: 44, name: 'Social Services' },
  { id: 45, name: 'Technical' },
  { id: 46, name: 'Telecommunications' },
  { id: 47, name: 'Transport' },
  { id: 48, name: 'Warehousing & Distribution' },
  { id: OTHER_CATEGORY_ID, name: 'Other', freeInput: true },
];

// ── Industry sectors: Any = 1 (jobs), None = 2 (candidates), industries 10–49, Other = 99 ─────────────
export const ANY_SECTOR_ID = 1;
export const NONE_SECTOR_ID = 2;
export const OTHER_SECTOR_ID = 99;

export const SECTORS: readonly SectorItem[] = [
  { id: ANY_SECTOR_ID, name: 'Any', scope: 'jobs' },
  { id: NONE_SECTOR_ID, name: 'None', scope: 'candidates' },
  { id: 10, name: 'Agriculture & Forestry', scope: 'both' },
  { id: 11, name: 'Automotive', scope: 'both' },
  { id: 12, name: 'Aviation & Aerospace', scope: 'both' },
  { id: 13, name: 'Banking & Financial Services', scope: 'both' },
  { id: 14, name: 'Business Process Outsourcing', scope: 'both' },
  { id: 15, name: 'Chemicals & Petrochemicals', scope: 'both' },
  { id: 16, name: 'Construction & Civil Engineering', scope: 'both' },
  { id: 17, name: 'Consulting & Professional Services', scope: 'both' },
  { id: 18, name: 'E-commerce', scope: 'both' },
  { id: 19, name: 'Education', scope: 'both' },
  { id: 20, name: 'Energy & Utilities', scope: 'both' },
  { id: 21, name: 'Engineering', scope: 'both' },
  { id: 22, name: 'Entertainment & Gaming', scope: 'both' },
  { id: 23, name: 'Environmental Services', scope: 'both' },
  { id: 24, name: 'Fashion & Textiles', scope: 'both' },
  { id: 25, name: 'FMCG', scope: 'both' },
  { id: 26, name: 'Food & Beverage', scope: 'both' },
  { id: 27, name: 'Government & Public Sector', scope: 'both' },
  { id: 28, name: 'Healthcare & Hospitals', scope: 'both' },
  { id: 29, name: 'Hospitality & Leisure', scope: 'both' },
  { id: 30, name: 'Information Technology', scope: 'both' },
  { id: 31, name: 'Insurance', scope: 'both' },
  { id: 32, name: 'Investment & Asset Management', scope: 'both' },
  { id: 33, name: 'Legal Services', scope: 'both' },
  { id: 34, name: 'Logistics & Transport', scope: 'both' },
  { id: 35, name: 'Manufacturing', scope: 'both' },
  { id: 36, name: 'Media & Advertising', scope: 'both' },
  { id: 37, name: 'Medical Devices', scope: 'both' },
  { id: 38, name: 'Mining & Minerals', scope: 'both' },
  { id: 39, name: 'Non-Profit & NGO', scope: 'both' },
  { id: 40, name: 'Oil & Gas', scope: 'both' },
  { id: 41, name: 'Pharmaceuticals & Biotechnology', scope: 'both' },
  { id: 42, name: 'Property & Real Estate', scope: 'both' },
  { id: 43, name: 'Recruitment & Staffing', scope: 'both' },
  { id: 44, name: 'Renewable Energy', scope: 'both' },
  { id: 45, name: 'Retail', scope: 'both' },
  { id: 46, name: 'Security Services', scope: 'both' },
  { id: 47, name: 'Telecommunications', scope: 'both' },
  { id: 48, name: 'Tourism & Travel', scope: 'both' },
  { id: 49, name: 'Wholesale & Distribution', scope: 'both' },
  { id: OTHER_SECTOR_ID, name: 'Other', scope: 'both', freeInput: true },
];

// ── Locations: 1 Remote, 2 International, 3 Other, 10 South Africa, provinces 100–900 (step 100),
//    cities province + 1 … province + 99 ───────────────────────────────────────────────────────────
export const REMOTE_LOCATION_ID = 1;
/** International asks for a Country Name (the job's or candidate's `countryOther`). */
export const INTERNATIONAL_LOCATION_ID = 2;
export const OTHER_LOCATION_ID = 3;
export const SOUTH_AFRICA_LOCATION_ID = 10;
const SA = SOUTH_AFRICA_LOCATION_ID;

export const LOCATIONS: readonly LocationItem[] = [
  { id: REMOTE_LOCATION_ID, name: 'Remote Work', kind: 'remote' },
  { id: INTERNATIONAL_LOCATION_ID, name: 'International', kind: 'international', freeInput: true },
  { id: SA, name: 'South Africa', kind: 'country' },
  { id: 100, name: 'Eastern Cape', kind: 'province', parentId: SA },
  { id: 101, name: 'Gqeberha (Port Elizabeth)', kind: 'city', parentId: 100 },
  { id: 102, name: 'East London', kind: 'city', parentId: 100 },
  { id: 103, name: 'Mthatha', kind: 'city', parentId: 100 },
  { id: 104, name: 'Makhanda (Grahamstown)', kind: 'city', parentId: 100 },
  { id: 105, name: 'Kariega (Uitenhage)', kind: 'city', parentId: 100 },
  { id: 106, name: 'Komani (Queenstown)', kind: 'city', parentId: 100 },
  { id: 107, name: 'Qonce (King William\u2019s Town)', kind: 'city', parentId: 100 },
  { id: 108, name: 'Jeffreys Bay', kind: 'city', parentId: 100 },
  { id: 109, name: 'Graaff-Reinet', kind: 'city', parentId: 100 },
  { id: 110, name: 'Port Alfred', kind: 'city', parentId: 100 },
  { id: 200, name: 'Free State', kind: 'province', parentId: SA },
  { id: 201, name: 'Bloemfontein', kind: 'city', parentId: 200 },
  { id: 202, name: 'Welkom', kind: 'city', parentId: 200 },
  { id: 203, name: 'Bethlehem', kind: 'city', parentId: 200 },
  { id: 204, name: 'Kroonstad', kind: 'city', parentId: 200 },
  { id: 205, name: 'Sasolburg', kind: 'city', parentId: 200 },
  { id: 206, name: 'Parys', kind: 'city', parentId: 200 },
  { id: 207, name: 'Harrismith', kind: 'city', parentId: 200 },
  { id: 208, name: 'Phuthaditjhaba', kind: 'city', parentId: 200 },
  { id: 209, name: 'Virginia', kind: 'city', parentId: 200 },
  { id: 300, name: 'Gauteng', kind: 'province', parentId: SA },
  { id: 301, name: 'Johannesburg', kind: 'city', parentId: 300 },
  { id: 302, name: 'Pretoria', kind: 'city', parentId: 300 },
  { id: 303, name: 'Sandton', kind: 'city', parentId: 300 },
  { id: 304, name: 'Midrand', kind: 'city', parentId: 300 },
  { id: 305, name: 'Centurion', kind: 'city', parentId: 300 },
  { id: 306, name: 'Randburg', kind: 'city', parentId: 300 },
  { id: 307, name: 'Roodepoort', kind: 'city', parentId: 300 },
  { id: 308, name: 'Soweto', kind: 'city', parentId: 300 },
  { id: 309, name: 'Kempton Park', kind: 'city', parentId: 300 },
  { id: 310, name: 'Benoni', kind: 'city', parentId: 300 },
  { id: 311, name: 'Boksburg', kind: 'city', parentId: 300 },
  { id: 312, name: 'Germiston', kind: 'city', parentId: 300 },
  { id: 313, name: 'Vereeniging', kind: 'city', parentId: 300 },
  { id: 314, name: 'Vanderbijlpark', kind: 'city', parentId: 300 },
  { id: 315, name: 'Krugersdorp', kind: 'city', parentId: 300 },
  { id: 400, name: 'KwaZulu-Natal', kind: 'province', parentId: SA },
  { id: 401, name: 'Durban', kind: 'city', parentId: 400 },
  { id: 402, name: 'Pietermaritzburg', kind: 'city', parentId: 400 },
  { id: 403, name: 'Umhlanga', kind: 'city', parentId: 400 },
  { id: 404, name: 'Ballito', kind: 'city', parentId: 400 },
  { id: 405, name: 'Richards Bay', kind: 'city', parentId: 400 },
  { id: 406, name: 'Empangeni', kind: 'city', parentId: 400 },
  { id: 407, name: 'Newcastle', kind: 'city', parentId: 400 },
  { id: 408, name: 'Pinetown', kind: 'city', parentId: 400 },
  { id: 409, name: 'Westville', kind: 'city', parentId: 400 },
  { id: 410, name: 'Ladysmith', kind: 'city', parentId: 400 },
  { id: 411, name: 'Port Shepstone', kind: 'city', parentId: 400 },
  { id: 500, name: 'Limpopo', kind: 'province', parentId: SA },
  { id: 501, name: 'Polokwane', kind: 'city', parentId: 500 },
  { id: 502, name: 'Tzaneen', kind: 'city', parentId: 500 },
  { id: 503, name: 'Mokopane', kind: 'city', parentId: 500 },
  { id: 504, name: 'Thohoyandou', kind: 'city', parentId: 500 },
  { id: 505, name: 'Lephalale', kind: 'city', parentId: 500 },
  { id: 506, name: 'Bela-Bela', kind: 'city', parentId: 500 },
  { id: 507, name: 'Phalaborwa', kind: 'city', parentId: 500 },
  { id: 508, name: 'Musina', kind: 'city', parentId: 500 },
  { id: 509, name: 'Makhado (Louis Trichardt)', kind: 'city', parentId: 500 },
  { id: 600, name: 'Mpumalanga', kind: 'province', parentId: SA },
  { id: 601, name: 'Mbombela (Nelspruit)', kind: 'city', parentId: 600 },
  { id: 602, name: 'eMalahleni (Witbank)', kind: 'city', parentId: 600 },
  { id: 603, name: 'Middelburg', kind: 'city', parentId: 600 },
  { id: 604, name: 'Secunda', kind: 'city', parentId: 600 },
  { id: 605, name: 'Ermelo', kind: 'city', parentId: 600 },
  { id: 606, name: 'Standerton', kind: 'city', parentId: 600 },
  { id: 607, name: 'White River', kind: 'city', parentId: 600 },
  { id: 608, name: 'Barberton', kind: 'city', parentId: 600 },
  { id: 609, name: 'Hazyview', kind: 'city', parentId: 600 },
  { id: 700, name: 'Northern Cape', kind: 'province', parentId: SA },
  { id: 701, name: 'Kimberley', kind: 'city', parentId: 700 },
  { id: 702, name: 'Upington', kind: 'city', parentId: 700 },
  { id: 703, name: 'Springbok', kind: 'city', parentId: 700 },
  { id: 704, name: 'Kuruman', kind: 'city', parentId: 700 },
  { id: 705, name: 'Kathu', kind: 'city', parentId: 700 },
  { id: 706, name: 'De Aar', kind: 'city', parentId: 700 },
  { id: 707, name: 'Colesberg', kind: 'city', parentId: 700 },
  { id: 800, name: 'North West', kind: 'province', parentId: SA },
  { id: 801, name: 'Rustenburg', kind: 'city', parentId: 800 },
  { id: 802, name: 'Mahikeng', kind: 'city', parentId: 800 },
  { id: 803, name: 'Potchefstroom', kind: 'city', parentId: 800 },
  { id: 804, name: 'Klerksdorp', kind: 'city', parentId: 800 },
  { id: 805, name: 'Brits', kind: 'city', parentId: 800 },
  { id: 806, name: 'Hartbeespoort', kind: 'city', parentId: 800 },
  { id: 807, name: 'Lichtenburg', kind: 'city', parentId: 800 },
  { id: 808, name: 'Vryburg', kind: 'city', parentId: 800 },
  { id: 900, name: 'Western Cape', kind: 'province', parentId: SA },
  { id: 901, name: 'Cape Town', kind: 'city', parentId: 900 },
  { id: 902, name: 'Bellville', kind: 'city', parentId: 900 },
  { id: 903, name: 'Durbanville', kind: 'city', parentId: 900 },
  { id: 904, name: 'Stellenbosch', kind: 'city', parentId: 900 },
  { id: 905, name: 'Paarl', kind: 'city', parentId: 900 },
  { id: 906, name: 'Somerset West', kind: 'city', parentId: 900 },
  { id: 907, name: 'George', kind: 'city', parentId: 900 },
  { id: 908, name: 'Mossel Bay', kind: 'city', parentId: 900 },
  { id: 909, name: 'Knysna', kind: 'city', parentId: 900 },
  { id: 910, name: 'Worcester', kind: 'city', parentId: 900 },
  { id: 911, name: 'Hermanus', kind: 'city', parentId: 900 },
  { id: 912, name: 'Saldanha', kind: 'city', parentId: 900 },
  { id: OTHER_LOCATION_ID, name: 'Other', kind: 'other' },
];

// ── Annual CTC packages: ids 1–14 in display order ───────────────────────────────────────────────────
export const NEGOTIABLE_PACKAGE_ID = 1;

export const PACKAGES: readonly PackageItem[] = [
  { id: NEGOTIABLE_PACKAGE_ID, name: 'Negotiable' },
  { id: 2, name: 'Below R200K' },
  { id: 3, name: 'R200K – R400K' },
  { id: 4, name: 'R400K – R600K' },
  { id: 5, name: 'R600K – R800K' },
  { id: 6, name: 'R800K – R1M' },
  { id: 7, name: 'R1M – R1.2M' },
  { id: 8, name: 'R1.2M – R1.4M' },
  { id: 9, name: 'R1.4M – R1.6M' },
  { id: 10, name: 'R1.6M – R1.8M' },
  { id: 11, name: 'R1.8M – R2M' },
  { id: 12, name: 'R2M – R2.5M' },
  { id: 13, name: 'R2.5M – R3M' },
  { id: 14, name: 'Above R3M' },
];

// ── Employment equity: ids 1–5 ──────────────────────────────────────────────────────────────────────
export const OPEN_EQUITY_ID = 3;

export const EQUITIES: readonly EquityItem[] = [
  { id: 1, name: 'EE (SA Candidate)', scope: 'both' },
  { id: 2, name: 'Non EE (SA Candidate)', scope: 'both' },
  { id: OPEN_EQUITY_ID, name: 'Open (Any Candidate)', scope: 'jobs' },
  { id: 4, name: 'Work Permit (Non SA Candidate)', scope: 'both' },
  { id: 5, name: 'Permanent Resident (Non SA Candidate)', scope: 'both' },
];

// ── Nature of employment: ids 1–3 ───────────────────────────────────────────────────────────────────
export const NATURES: readonly NatureItem[] = [
  { id: 1, name: 'Permanent' },
  { id: 2, name: 'Contract' },
  { id: 3, name: 'Temp' },
];

// ── Gender: ids 1–4 ─────────────────────────────────────────────────────────────────────────────────
export const OTHER_GENDER_ID = 3;
export const OPEN_GENDER_ID = 4;

export const GENDERS: readonly GenderItem[] = [
  { id: 1, name: 'Male', scope: 'both' },
  { id: 2, name: 'Female', scope: 'both' },
  { id: OTHER_GENDER_ID, name: 'Other', scope: 'candidates' },
  { id: OPEN_GENDER_ID, name: 'Open', scope: 'jobs' },
];

/** What `GET /api/lookups` returns. */
export const LOOKUPS = {
  companyTypes: COMPANY_TYPES,
  categories: CATEGORIES,
  sectors: SECTORS,
  locations: LOCATIONS,
  packages: PACKAGES,
  equities: EQUITIES,
  natures: NATURES,
  genders: GENDERS,
} as const;
export type Lookups = typeof LOOKUPS;

// ── Helpers ─────────────────────────────────────────────────────────────────────────────────────────

/** True when an item may be chosen on a listing of this kind (items without a scope: both kinds). */
export function isAllowedFor(item: AnyLookupItem, kind: ListingKind): boolean {
  if (item.scope === undefined || item.scope === 'both') return true;
  return item.scope === (kind === 'job' ? 'jobs' : 'candidates');
}

/** The ids of a list that a listing of this kind may choose. */
export function allowedIds(list: readonly AnyLookupItem[], kind: ListingKind): number[] {
  return list.filter((item) => isAllowedFor(item, kind)).map((item) => item.id);
}

export function findItem<T extends LookupItem>(list: readonly T[], id: number): T | undefined {
  return list.find((item) => item.id === id);
}

/** The name of an id, or undefined when the id is not in the list. */
export function lookupName(list: readonly LookupItem[], id: number): string | undefined {
  return findItem(list, id)?.name;
}

/** The names of the ids, in the given order, joined with ', '; unknown ids are skipped. */
export function displayNames(ids: readonly number[], list: readonly LookupItem[]): string {
  return ids
    .map((id) => lookupName(list, id))
    .filter((name): name is string => name !== undefined)
    .join(', ');
}

/** True when the id is the list's free-input choice (Other category or sector, International location). */
export function isFreeInput(list: readonly AnyLookupItem[], id: number): boolean {
  return findItem(list, id)?.freeInput === true;
}

const LOCATION_BY_ID = new Map(LOCATIONS.map((location) => [location.id, location]));
const LOCATION_CHILDREN = new Map<number, number[]>();
for (const location of LOCATIONS) {
  if (location.parentId === undefined) continue;
  const siblings = LOCATION_CHILDREN.get(location.parentId) ?? [];
  siblings.push(location.id);
  LOCATION_CHILDREN.set(location.parentId, siblings);
}

/**
 * The ids plus everything beneath them: a country adds its provinces and cities, a province its
 * cities. Used by search so that choosing Gauteng also matches listings in Sandton. No duplicates;
 * the originals come first, unknown ids are kept as given.
 */
export function expandLocationIds(ids: readonly number[]): number[] {
  const result = new Set<number>(ids);
  const queue = [...ids];
  // The loop also visits the ids pushed while it runs, so grandchildren (cities of a country) come too.
  for (const id of queue) {
    for (const childId of LOCATION_CHILDREN.get(id) ?? []) {
      if (result.has(childId)) continue;
      result.add(childId);
      queue.push(childId);
    }
  }
  return [...result];
}

/** A readable label: 'Sandton, Gauteng' for a city, the plain name otherwise, '' for an unknown id. */
export function locationLabel(id: number): string {
  const location = LOCATION_BY_ID.get(id);
  if (!location) return '';
  if (location.kind !== 'city' || location.parentId === undefined) return location.name;
  const province = LOCATION_BY_ID.get(location.parentId);
  return province ? `${location.name}, ${province.name}` : location.name;
}
