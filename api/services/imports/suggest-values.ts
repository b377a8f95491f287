/**
 * The lookup id a word of an ATS export most likely means ('Perm' → Permanent, 'JHB' →
 * Johannesburg, 'R650k' → R600K – R800K), for the "apply to all" of the mapping screen. Only ids
 * the listing kind may choose are suggested; null when nothing fits well enough.
 */
import {
  CATEGORIES,
  EQUITIES,
  GENDERS,
  LOCATIONS,
  NATURES,
  PACKAGES,
  SECTORS,
  allowedIds,
  type ListingKind,
  type LookupItem,
} from '../../../shared/lookups';
import { normalWord, ownValue, type ImportLookupField } from '../../../shared/schemas/imports';

const LISTS: Record<ImportLookupField, readonly LookupItem[]> = {
  natures: NATURES,
  equities: EQUITIES,
  genderId: GENDERS,
  packageId: PACKAGES,
  locations: LOCATIONS,
  sectors: SECTORS,
  categories: CATEGORIES,
};

/** A word as compared: lower case, letters and digits only. */
const key = (word: string): string => normalWord(word).replace(/[^\p{L}\p{N}]+/gu, '');

/** Words ATSs and recruiters use, by field → our item's name. */
const SYNONYMS: Partial<Record<ImportLookupField, Record<string, string>>> = {
  natures: {
    perm: 'Permanent',
    permanent: 'Permanent',
    fulltime: 'Permanent',
    fulltimepermanent: 'Permanent',
    direct: 'Permanent',
    directhire: 'Permanent',
    contract: 'Contract',
    contractor: 'Contract',
    fixedterm: 'Contract',
    fixedtermcontract: 'Contract',
    freelance: 'Contract',
    interim: 'Contract',
    temp: 'Temp',
    temporary: 'Temp',
    casual: 'Temp',
  },
  genderId: { m: 'Male', man: 'Male', f: 'Female', woman: 'Female', any: 'Open', either: 'Open', nopreference: 'Open' },
  equities: {
    ee: 'EE (SA Candidate)',
    eesacandidate: 'EE (SA Candidate)',
    bee: 'EE (SA Candidate)',
    nonee: 'Non EE (SA Candidate)',
    open: 'Open (Any Candidate)',
    any: 'Open (Any Candidate)',
    workpermit: 'Work Permit (Non SA Candidate)',
    permanentresident: 'Permanent Resident (Non SA Candidate)',
    pr: 'Permanent Resident (Non SA Candidate)',
  },
  categories: {
    it: 'IT & Internet',
    ict: 'IT & Internet',
    tech: 'IT & Internet',
    technology: 'IT & Internet',
    hr: 'Human Resources',
    accounts: 'Accounting & Auditing',
    accountancy: 'Accounting & Auditing',
    audit: 'Accounting & Auditing',
    admin: 'Administration & Office Support',
  },
  sectors: { it: 'Information Technology', ict: 'Information Technology', tech: 'Information Technology' },
  locations: {
    jhb: 'Johannesburg',
    joburg: 'Johannesburg',
    jozi: 'Johannesburg',
    jnb: 'Johannesburg',
    egoli: 'Johannesburg',
    cpt: 'Cape Town',
    capetown: 'Cape Town',
    kaapstad: 'Cape Town',
    pta: 'Pretoria',
    tshwane: 'Pretoria',
    dbn: 'Durban',
    pe: 'Gqeberha (Port Elizabeth)',
    portelizabeth: 'Gqeberha (Port Elizabeth)',
    pmb: 'Pietermaritzburg',
    bloem: 'Bloemfontein',
    remote: 'Remote Work',
    wfh: 'Remote Work',
    workfromhome: 'Remote Work',
    fullyremote: 'Remote Work',
    sa: 'South Africa',
    rsa: 'South Africa',
    gp: 'Gauteng',
    wc: 'Western Cape',
    kzn: 'KwaZulu-Natal',
    ec: 'Eastern Cape',
    overseas: 'International',
    abroad: 'International',
  },
};

/** An item's names as compared: its name, and each part of 'Gqeberha (Port Elizabeth)'. */
function namesOf(item: LookupItem): string[] {
  const parts = item.name.match(/^(.*?)\s*\((.*)\)\s*$/);
  return parts ? [key(item.name), key(parts[1]!), key(parts[2]!)] : [key(item.name)];
}

/** A package word as an annual amount in rand ('R650k', '1.2M', 'R45 000 pm' → 540 000), or null. */
export function packageAmount(word: string): number | null {
  const text = word.toLowerCase().replace(/\s+/g, '');
  const match = text.match(/(\d+(?:[.,]\d+)*)(k|m|mil|million)?/);
  if (!match) return null;
  let digits = match[1]!;
  // '650,000' and '650.000' are thousands separators; '1.2' and '1,2' are decimals.
  if (/^\d{1,3}([.,]\d{3})+$/.test(digits)) digits = digits.replace(/[.,]/g, '');
  else digits = digits.replace(',', '.');
  let amount = Number(digits);
  if (!Number.isFinite(amount)) return null;
  const unit = match[2];
  if (unit === 'k') amount *= 1000;
  else if (unit) amount *= 1_000_000;
  if (/pm|permonth|p\/m|monthly|pmth/.test(text)) amount *= 12;
  return amount;
}

/** The band of an annual amount: the band whose lower bound it reaches (R400K is in R400K – R600K). */
function packageBand(amount: number): number {
  const bounds = [200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800, 2000, 2500, 3000].map((k) => k * 1000);
  const index = bounds.findIndex((bound) => amount < bound);
  // Ids 2 (below R200K) to 14 (above R3M), in order.
  return index === -1 ? 14 : index + 2;
}

function suggestPackage(word: string): number | null {
  const k = key(word);
  if (['negotiable', 'neg', 'marketrelated', 'tbc', 'tbd', 'doe', 'competitive'].includes(k)) return 1;
  const amount = packageAmount(word);
  // Below R1,000 a year is not a salary: a code or a typo, not a band.
  if (amount === null || amount < 1000) return null;
  return packageBand(amount);
}

/** Whether `id` is one of `field`'s items this listing kind may choose. */
export function isChoosable(kind: ListingKind, field: ImportLookupField, id: number): boolean {
  return allowedIds(LISTS[field], kind).includes(id);
}

/** The suggested id for a word of `field`'s column, or null. */
export function suggestValue(kind: ListingKind, field: ImportLookupField, word: string): number | null {
  const list = LISTS[field];
  const allowed = new Set(allowedIds(list, kind));
  const exact = list.find((item) => allowed.has(item.id) && namesOf(item).includes(key(word)));
  if (exact) return exact.id;
  const synonyms = SYNONYMS[field];
  const synonym = synonyms && ownValue(synonyms, key(word));
  if (synonym) {
    const item = list.find((candidate) => candidate.name === synonym && allowed.has(candidate.id));
    if (item) return item.id;
  }
  if (field === 'packageId') return suggestPackage(word);
  // One item whose name holds the word ('Accounting' → 'Accounting & Auditing', 'Financial
  // Services' → 'Banking & Financial Services'), and only one.
  const k = key(word);
  if (k.length < 4) return null;
  const holding = list.filter((item) => allowed.has(item.id) && namesOf(item).some((name) => name.includes(k)));
  return holding.length === 1 ? holding[0]!.id : null;
}
