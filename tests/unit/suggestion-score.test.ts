/**
 * The suggestion score (shared/rules/suggestion-score.ts) as tables: pairs of listings with their
 * expected score, reasons and order; the hard mismatches that exclude a listing; the weights that
 * add up to 100.
 */
import { describe, expect, it } from 'vitest';
import {
  MAX_SCORE_WITHOUT_CATEGORY,
  MAX_SCORE_WITHOUT_PACKAGE,
  SUGGESTION_WEIGHTS,
  packageIdsNear,
  scoreSuggestion,
  suggestionTerms,
  type ScoredListing,
} from '../../shared/rules/suggestion-score';

const NOW = new Date('2026-06-15T12:00:00Z');
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

// Lookup ids (shared/lookups.ts).
const IT = 23;
const SALES = 41;
const OTHER = 99;
const JOHANNESBURG = 301;
const PRETORIA = 302;
const SANDTON = 303;
const GAUTENG = 300;
const CAPE_TOWN = 901;
const RUSTENBURG = 801;
const EASTERN_CAPE = 100;
const SOUTH_AFRICA = 10;
const REMOTE = 1;
const INTERNATIONAL = 2;
const PERMANENT = 1;
const CONTRACT = 2;
const TEMP = 3;
const EE = 1;
const NON_EE = 2;
const OPEN_EQUITY = 3;
const WORK_PERMIT = 4;
const MALE = 1;
const FEMALE = 2;
const OPEN_GENDER = 4;
const NEGOTIABLE = 1;
const R400_600 = 4;
const R600_800 = 5;
const R800_1M = 6;
const R1M_12 = 7;
const INFO_TECH = 30;
const BANKING_SECTOR = 13;
const ANY_SECTOR = 1;

const job = (overrides: Partial<ScoredListing> = {}): ScoredListing => ({
  kind: 'job',
  categories: [IT],
  categoryOther: '',
  natures: [PERMANENT],
  equities: [EE],
  genderId: OPEN_GENDER,
  packageId: R400_600,
  locations: [JOHANNESBURG],
  countryOther: '',
  sectors: [INFO_TECH],
  sectorOther: '',
  createdAt: daysAgo(2),
  ...overrides,
});

const candidate = (overrides: Partial<ScoredListing> = {}): ScoredListing => ({
  kind: 'candidate',
  categories: [IT],
  categoryOther: '',
  natures: [PERMANENT],
  equities: [EE],
  genderId: FEMALE,
  packageId: R400_600,
  locations: [JOHANNESBURG],
  countryOther: '',
  sectors: [INFO_TECH],
  sectorOther: '',
  createdAt: daysAgo(1),
  ...overrides,
});

describe('the weights', () => {
  it('add up to 100 for a perfect fit, in one place', () => {
    const W = SUGGESTION_WEIGHTS;
    const total =
      W.category + W.location.city + W.package.same + W.nature + W.sector + W.equity + W.gender + W.freshness.week;
    expect(total).toBe(100);
    expect(MAX_SCORE_WITHOUT_CATEGORY).toBe(70);
  });
});

describe('one pair at a time: score and reasons', () => {
  const cases: Array<{ name: string; own: ScoredListing; other: ScoredListing; score: number; reasons: string[] }> = [
    {
      name: 'a perfect fit scores 100, the category first',
      own: job(),
      other: candidate(),
      score: 100,
      reasons: ['Same category: IT & Internet', 'Same city: Johannesburg', 'Same package: R400K – R600K', 'Permanent'],
    },
    {
      name: 'a city in the province the other names: "Johannesburg is in Gauteng"',
      own: job({ locations: [GAUTENG] }),
      other: candidate({ packageId: R600_800 }),
      score: 100 - 6 - 5,
      reasons: ['Same category: IT & Internet', 'Johannesburg is in Gauteng', 'Package one band apart', 'Permanent'],
    },
    {
      name: 'two cities of one province, two bands apart',
      own: candidate({ locations: [PRETORIA], packageId: R400_600 }),
      other: job({ locations: [JOHANNESBURG], packageId: R800_1M }),
      score: 30 + 14 + 5 + 10 + 10 + 5 + 5 + 5,
      reasons: [
        'Same category: IT & Internet',
        'Pretoria and Johannesburg are in Gauteng',
        'Permanent',
        'Same sector: Information Technology',
      ],
    },
    {
      // The country counts in the score, but 'Cape Town is in South Africa' is too weak to show as a reason.
      name: 'same country only, package three bands apart, no category: the nature and equity still explain',
      own: job({ categories: [SALES], locations: [CAPE_TOWN], packageId: R400_600 }),
      other: candidate({ locations: [SOUTH_AFRICA], packageId: R1M_12, createdAt: daysAgo(40) }),
      score: 8 + 10 + 10 + 5 + 5,
      reasons: [
        'Permanent',
        'Same sector: Information Technology',
        'EE (SA Candidate) accepted',
        'Gender preference open',
      ],
    },
    {
      name: 'two places of one country far apart: the score counts it, no reason says "are in South Africa"',
      own: candidate({ locations: [RUSTENBURG], packageId: R400_600 }),
      other: job({ locations: [EASTERN_CAPE], packageId: R1M_12 }),
      score: 30 + 8 + 10 + 10 + 5 + 5 + 5,
      reasons: [
        'Same category: IT & Internet',
        'Permanent',
        'Same sector: Information Technology',
        'EE (SA Candidate) accepted',
      ],
    },
    {
      name: 'Remote Work fits every place',
      own: candidate({ locations: [REMOTE] }),
      other: job({ locations: [CAPE_TOWN] }),
      score: 100,
      reasons: ['Same category: IT & Internet', 'Remote Work', 'Same package: R400K – R600K', 'Permanent'],
    },
    {
      name: 'International by country: the same Country Name, whatever its case',
      own: job({ locations: [INTERNATIONAL], countryOther: 'Kenya' }),
      other: candidate({ locations: [INTERNATIONAL], countryOther: ' kenya ' }),
      score: 100,
      reasons: ['Same category: IT & Internet', 'Same country: kenya', 'Same package: R400K – R600K', 'Permanent'],
    },
    {
      name: 'International in another country is no location fit',
      own: job({ locations: [INTERNATIONAL], countryOther: 'Kenya' }),
      other: candidate({ locations: [INTERNATIONAL], countryOther: 'Ghana' }),
      score: 80,
      reasons: [
        'Same category: IT & Internet',
        'Same package: R400K – R600K',
        'Permanent',
        'Same sector: Information Technology',
      ],
    },
    {
      name: "'Other' category with the same free text counts as the same category",
      own: job({ categories: [OTHER], categoryOther: 'Fintech' }),
      other: candidate({ categories: [OTHER], categoryOther: 'FINTECH' }),
      score: 100,
      reasons: ['Same category: FINTECH', 'Same city: Johannesburg', 'Same package: R400K – R600K', 'Permanent'],
    },
    {
      name: "'Other' category with different texts does not",
      own: job({ categories: [OTHER], categoryOther: 'Fintech' }),
      other: candidate({ categories: [OTHER], categoryOther: 'Agritech' }),
      score: 70,
      reasons: [
        'Same city: Johannesburg',
        'Same package: R400K – R600K',
        'Permanent',
        'Same sector: Information Technology',
      ],
    },
    {
      name: "a job's Open equity accepts every candidate; its Any sector fits every sector",
      own: job({ equities: [OPEN_EQUITY], sectors: [ANY_SECTOR] }),
      other: candidate({ equities: [WORK_PERMIT], sectors: [BANKING_SECTOR], createdAt: daysAgo(10) }),
      score: 100 - 2,
      reasons: ['Same category: IT & Internet', 'Same city: Johannesburg', 'Same package: R400K – R600K', 'Permanent'],
    },
    {
      name: 'a candidate sees the equity the job accepts in words',
      own: candidate({ equities: [NON_EE], categories: [SALES], sectors: [BANKING_SECTOR] }),
      other: job({ equities: [EE, NON_EE] }),
      score: 20 + 15 + 10 + 5 + 5 + 5,
      reasons: [
        'Same city: Johannesburg',
        'Same package: R400K – R600K',
        'Permanent',
        'Non EE (SA Candidate) accepted',
      ],
    },
    {
      name: "a job's gender preference other than the candidate's gives no gender points; Negotiable fits partly",
      own: job({ genderId: MALE, packageId: NEGOTIABLE }),
      other: candidate({ genderId: FEMALE }),
      score: 100 - 5 - 7,
      reasons: [
        'Same category: IT & Internet',
        'Same city: Johannesburg',
        'Permanent',
        'Same sector: Information Technology',
      ],
    },
    {
      name: 'several natures in common are all named',
      own: candidate({ natures: [PERMANENT, CONTRACT, TEMP] }),
      other: job({ natures: [CONTRACT, TEMP], createdAt: daysAgo(20) }),
      score: 98,
      reasons: [
        'Same category: IT & Internet',
        'Same city: Johannesburg',
        'Same package: R400K – R600K',
        'Contract, Temp',
      ],
    },
  ];

  it.each(cases)('$name', ({ own, other, score, reasons }) => {
    const result = scoreSuggestion(own, other, NOW);
    expect(result).not.toBeNull();
    expect(result!.score).toBe(score);
    expect(result!.reasons).toEqual(reasons);
    // Every suggestion has two to four reasons: the two required parts always count.
    expect(result!.reasons.length).toBeGreaterThanOrEqual(2);
    expect(result!.reasons.length).toBeLessThanOrEqual(4);
  });

  it('is deterministic: the same pair at the same moment gives the same answer', () => {
    expect(scoreSuggestion(job(), candidate(), NOW)).toEqual(scoreSuggestion(job(), candidate(), NOW));
  });
});

describe('hard mismatches exclude a listing', () => {
  it.each([
    { name: 'no nature in common', own: job({ natures: [PERMANENT] }), other: candidate({ natures: [TEMP] }) },
    {
      name: 'an equity the job does not accept',
      own: job({ equities: [EE] }),
      other: candidate({ equities: [WORK_PERMIT] }),
    },
    {
      name: 'the same, seen from the candidate',
      own: candidate({ equities: [WORK_PERMIT] }),
      other: job({ equities: [EE, NON_EE] }),
    },
    { name: 'two listings of the same kind', own: job(), other: job() },
  ])('$name', ({ own, other }) => {
    expect(scoreSuggestion(own, other, NOW)).toBeNull();
  });
});

describe('the order of a table of candidates for one job spec', () => {
  it('ranks by score: perfect, then province, then country, then weaker, excluded ones absent', () => {
    const own = job({ locations: [SANDTON] });
    const others: Record<string, ScoredListing> = {
      perfect: candidate({ locations: [SANDTON] }),
      province: candidate({ locations: [PRETORIA] }),
      country: candidate({ locations: [SOUTH_AFRICA] }),
      noCategory: candidate({ categories: [SALES], locations: [SANDTON] }),
      farAndOld: candidate({ locations: [CAPE_TOWN], packageId: R1M_12, createdAt: daysAgo(45) }),
      temp: candidate({ natures: [TEMP] }),
      workPermit: candidate({ equities: [WORK_PERMIT] }),
    };
    const ranked = Object.entries(others)
      .map(([name, other]) => ({ name, result: scoreSuggestion(own, other, NOW) }))
      .filter((r) => r.result !== null)
      .sort((a, b) => b.result!.score - a.result!.score)
      .map((r) => [r.name, r.result!.score]);
    expect(ranked).toEqual([
      ['perfect', 100],
      ['province', 94],
      ['country', 88],
      ['noCategory', 70],
      ['farAndOld', 68],
    ]);
  });
});

describe('the terms the SQL uses', () => {
  it('derive the province and country areas from the listed places', () => {
    const terms = suggestionTerms(job({ locations: [JOHANNESBURG] }));
    expect(terms.cityIds).toEqual([REMOTE, JOHANNESBURG]);
    expect(terms.provinceAreaIds).toContain(GAUTENG);
    expect(terms.provinceAreaIds).toContain(PRETORIA);
    expect(terms.provinceAreaIds).not.toContain(CAPE_TOWN);
    expect(terms.countryAreaIds).toContain(SOUTH_AFRICA);
    expect(terms.countryAreaIds).toContain(CAPE_TOWN);
    expect(terms.targetKind).toBe('candidate');
  });

  it("a job's Open equity, Any sector and Open gender fit every listing (null)", () => {
    const terms = suggestionTerms(job({ equities: [OPEN_EQUITY], sectors: [ANY_SECTOR], genderId: OPEN_GENDER }));
    expect(terms.equityIds).toBeNull();
    expect(terms.sectorIds).toBeNull();
    expect(terms.genderIds).toBeNull();
  });
});

describe('symmetry (the new-listing notes rely on it)', () => {
  it('a pair scores the same both ways but for the freshness of the listing suggested', () => {
    const random = mulberry(7);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const some = <T>(items: readonly T[]) => [...new Set([pick(items), pick(items)])];
    const places = [JOHANNESBURG, PRETORIA, SANDTON, GAUTENG, CAPE_TOWN, SOUTH_AFRICA, REMOTE, INTERNATIONAL];
    const fields = () => ({
      categories: some([IT, SALES, OTHER]),
      categoryOther: pick(['Fintech', 'fintech ', '']),
      natures: some([PERMANENT, CONTRACT, TEMP]),
      packageId: pick([NEGOTIABLE, R400_600, R600_800, R800_1M, R1M_12]),
      locations: some(places),
      countryOther: pick(['Kenya', '']),
      sectorOther: pick(['Payments', '']),
      createdAt: daysAgo(pick([1, 10, 40])),
    });
    let compared = 0;
    for (let i = 0; i < 500; i++) {
      const j = job({
        ...fields(),
        equities: some([EE, NON_EE, OPEN_EQUITY, WORK_PERMIT]),
        sectors: some([ANY_SECTOR, INFO_TECH, BANKING_SECTOR, OTHER]),
        genderId: pick([MALE, FEMALE, OPEN_GENDER]),
      });
      const c = candidate({
        ...fields(),
        equities: some([EE, NON_EE, WORK_PERMIT]),
        sectors: some([INFO_TECH, BANKING_SECTOR, OTHER]),
        genderId: pick([MALE, FEMALE]),
      });
      const forJob = scoreSuggestion(j, c, NOW);
      const forCandidate = scoreSuggestion(c, j, NOW);
      expect(forJob === null).toBe(forCandidate === null);
      if (!forJob || !forCandidate) continue;
      const withoutFreshness = (r: typeof forJob) =>
        r.score - (r.parts.find((p) => p.part === 'freshness')?.points ?? 0);
      expect(withoutFreshness(forJob)).toBe(withoutFreshness(forCandidate));
      compared++;
    }
    expect(compared).toBeGreaterThan(100);
  });
});

/** A small seeded random generator, so the table is the same on every run. */
function mulberry(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the package bands the ranking looks at first (packageIdsNear)', () => {
  it('are exactly the bands whose package gives points, and without them a listing scores at most 85', () => {
    expect(packageIdsNear(5)).toEqual([1, 3, 4, 5, 6, 7]);
    expect(packageIdsNear(2)).toEqual([1, 2, 3, 4]);
    for (let own = 2; own <= 14; own++) {
      for (let other = 1; other <= 14; other++) {
        const result = scoreSuggestion(job({ packageId: own }), candidate({ packageId: other }), NOW)!;
        const hasPackagePoints = result.parts.some((part) => part.part === 'package');
        expect(hasPackagePoints, `own ${own}, other ${other}`).toBe(packageIdsNear(own).includes(other));
        if (!hasPackagePoints) expect(result.score).toBeLessThanOrEqual(MAX_SCORE_WITHOUT_PACKAGE);
      }
    }
  });
});
