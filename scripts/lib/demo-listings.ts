/**
 * Believable South African listings for the demo seed and the benchmarks: real-sounding
 * titles per category, provinces weighted by where recruiting happens, every field valid
 * under the shared schemas. Deterministic for a given seed.
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
} from '../../shared/lookups';
import type { CandidateFields } from '../../shared/types/listings';
import type { SeededJobFields } from './insert-listing';

const TITLES: Record<string, string[]> = {
  'IT & Internet': [
    'Senior Java Developer',
    'DevOps Engineer',
    'Data Scientist',
    'React Front-end Developer',
    'Business Analyst',
    'Cloud Architect (AWS)',
    'IT Support Technician',
  ],
  'Accounting & Auditing': [
    'Chartered Accountant (SA)',
    'Audit Manager',
    'Creditors Clerk',
    'Tax Consultant',
    'Financial Accountant',
  ],
  Finance: ['Financial Manager', 'Credit Risk Analyst', 'Treasury Specialist', 'Financial Controller'],
  Mining: ['Mine Overseer', 'Geologist', 'Rock Engineer', 'Shift Boss', 'Mining Engineer'],
  Sales: ['Key Account Manager', 'Sales Representative', 'National Sales Manager', 'Business Development Manager'],
  Legal: ['Corporate Attorney', 'Legal Advisor', 'Conveyancing Secretary', 'Compliance Officer'],
  Engineering: ['Electrical Engineer', 'Civil Engineer (Pr Eng)', 'Maintenance Planner', 'Project Engineer'],
  'Human Resources': ['HR Business Partner', 'Payroll Administrator', 'Talent Acquisition Specialist'],
  'Executive & Senior Management': ['Chief Financial Officer', 'Managing Director', 'Head of Operations'],
};

const QUALIFICATIONS = [
  'Matric',
  'National Diploma',
  "Bachelor's degree",
  'BCom Accounting',
  'BSc Engineering',
  'LLB',
  'CA(SA)',
  'Honours degree',
  "Master's degree",
];
const PROVINCE_WEIGHTS: Array<[number, number]> = [
  [300, 45],
  [900, 20],
  [500, 12],
  [100, 6],
  [200, 4],
  [700, 4],
  [800, 3],
  [600, 3],
  [400, 3],
];

/** A tiny seeded random generator (mulberry32), so runs are repeatable. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const some = <T>(items: readonly T[], max: number): T[] => {
    const count = 1 + Math.floor(next() * max);
    return [...new Set(Array.from({ length: count }, () => pick(items)))];
  };
  return { next, pick, some };
}

type Random = ReturnType<typeof createRandom>;

function pickLocation(random: Random): number {
  const total = PROVINCE_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
  let roll = random.next() * total;
  for (const [province, weight] of PROVINCE_WEIGHTS) {
    roll -= weight;
    if (roll <= 0) {
      const cities = LOCATIONS.filter((l) => l.parentId === province).map((l) => l.id);
      return random.next() < 0.2 ? province : random.pick(cities);
    }
  }
  return 300;
}

function common(random: Random, kind: ListingKind) {
  const categoryName = random.pick(Object.keys(TITLES));
  const category = CATEGORIES.find((c) => c.name === categoryName)!;
  const title = random.pick(TITLES[categoryName]!);
  const years = 2 + Math.floor(random.next() * 12);
  const sectors = allowedIds(SECTORS, kind).filter((id) => id !== 99);
  return {
    title,
    fields: {
      categories: [category.id],
      categoryOther: '',
      natures: random.some(
        NATURES.map((n) => n.id),
        2,
      ),
      equities: random.some(allowedIds(EQUITIES, kind), 2),
      genderId: random.pick(allowedIds(GENDERS, kind)),
      packageId: random.pick(PACKAGES.map((p) => p.id)),
      locations: random.next() < 0.1 ? [1] : [pickLocation(random)],
      countryOther: '',
      qualifications: random.pick(QUALIFICATIONS),
      experience: `${years} years of experience as ${title.toLowerCase()} or in a similar role.`,
      sectors: random.some(sectors, 2),
      sectorOther: '',
      additional: random.next() < 0.5 ? 'Own transport required. Hybrid working considered.' : '',
    },
  };
}

/** A demo job spec's fields (the poster's company type is added where it is inserted). */
export function demoJob(random: Random, isHiringCompany = false): Omit<SeededJobFields, 'companyType'> {
  const { title, fields } = common(random, 'job');
  return {
    ...fields,
    jobTitle: title,
    placementFee: isHiringCompany ? String(10 + Math.floor(random.next() * 11)) : null,
    sourcing: !isHiringCompany && random.next() < 0.4,
  };
}

export function demoCandidate(random: Random): CandidateFields {
  const { title, fields } = common(random, 'candidate');
  return { ...fields, candidateTitle: title };
}
