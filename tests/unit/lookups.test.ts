import { describe, expect, it } from 'vitest';
import {
  ANY_SECTOR_ID,
  CATEGORIES,
  COMPANY_TYPES,
  DEFAULT_COMPANY_TYPE_ID,
  EQUITIES,
  GENDERS,
  HIRING_COMPANY_TYPE_ID,
  INDEPENDENT_RECRUITER_TYPE_ID,
  INTERNATIONAL_LOCATION_ID,
  LOCATIONS,
  LOOKUPS,
  NATURES,
  NONE_SECTOR_ID,
  OPEN_EQUITY_ID,
  OPEN_GENDER_ID,
  OTHER_CATEGORY_ID,
  OTHER_GENDER_ID,
  OTHER_LOCATION_ID,
  OTHER_SECTOR_ID,
  PACKAGES,
  RECRUITMENT_AGENCY_TYPE_ID,
  REMOTE_LOCATION_ID,
  SECTORS,
  SOUTH_AFRICA_LOCATION_ID,
  allowedIds,
  displayNames,
  expandLocationIds,
  isFreeInput,
  locationLabel,
  lookupName,
  type LookupItem,
} from '../../shared/lookups';

const byName = (list: readonly LookupItem[], name: string): LookupItem => {
  const item = list.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`No item named ${name}`);
  return item;
};

describe('lookup lists', () => {
  it('LOOKUPS holds exactly the eight lists', () => {
    expect(Object.keys(LOOKUPS).sort()).toEqual(
      ['categories', 'companyTypes', 'equities', 'genders', 'locations', 'natures', 'packages', 'sectors'].sort(),
    );
    expect(LOOKUPS.locations).toBe(LOCATIONS);
  });

  it.each(Object.entries(LOOKUPS))('%s has unique positive integer ids and unique names', (_, list) => {
    const ids = list.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Number.isInteger(id) && id > 0).toBe(true);
    const names = list.map((item) => item.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps the fixed ids that stored listings depend on', () => {
    expect(COMPANY_TYPES).toEqual([
      { id: 1, name: 'Recruitment Agency' },
      { id: 2, name: 'Independent Recruiter' },
      { id: 3, name: 'Hiring Company' },
    ]);
    expect([RECRUITMENT_AGENCY_TYPE_ID, INDEPENDENT_RECRUITER_TYPE_ID, HIRING_COMPANY_TYPE_ID]).toEqual([1, 2, 3]);
    expect(DEFAULT_COMPANY_TYPE_ID).not.toBe(HIRING_COMPANY_TYPE_ID);
    expect(lookupName(CATEGORIES, 1)).toBe('Academic');
    expect(lookupName(CATEGORIES, OTHER_CATEGORY_ID)).toBe('Other');
    expect(lookupName(LOCATIONS, 300)).toBe('Gauteng');
    expect(lookupName(LOCATIONS, 303)).toBe('Sandton');
    expect(lookupName(LOCATIONS, 900)).toBe('Western Cape');
    expect([REMOTE_LOCATION_ID, INTERNATIONAL_LOCATION_ID, OTHER_LOCATION_ID, SOUTH_AFRICA_LOCATION_ID]).toEqual([
      1, 2, 3, 10,
    ]);
  });

  it('has about 49 categories in alphabetical order with Other last and free-input', () => {
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(45);
    expect(CATEGORIES.length).toBeLessThanOrEqual(55);
    for (const name of ['Academic', 'Accounting & Auditing', 'Banking', 'IT & Internet', 'Legal', 'Mining', 'Sales']) {
      expect(CATEGORIES.some((item) => item.name === name)).toBe(true);
    }
    const named = CATEGORIES.slice(0, -1).map((item) => item.name);
    const sorted = [...named].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(named).toEqual(sorted);
    expect(CATEGORIES.at(-1)).toEqual({ id: OTHER_CATEGORY_ID, name: 'Other', freeInput: true });
    expect(CATEGORIES.filter((item) => item.freeInput)).toHaveLength(1);
  });

  it('scopes sectors: Any for jobs, None for candidates, industries and Other for both', () => {
    expect(byName(SECTORS, 'Any')).toMatchObject({ id: ANY_SECTOR_ID, scope: 'jobs' });
    expect(byName(SECTORS, 'None')).toMatchObject({ id: NONE_SECTOR_ID, scope: 'candidates' });
    expect(byName(SECTORS, 'Other')).toMatchObject({ id: OTHER_SECTOR_ID, scope: 'both', freeInput: true });
    const industries = SECTORS.filter((item) => !['Any', 'None', 'Other'].includes(item.name));
    expect(industries.length).toBeGreaterThanOrEqual(35);
    expect(industries.every((item) => item.scope === 'both')).toBe(true);

    const jobSectors = allowedIds(SECTORS, 'job');
    const candidateSectors = allowedIds(SECTORS, 'candidate');
    expect(jobSectors).toContain(ANY_SECTOR_ID);
    expect(jobSectors).not.toContain(NONE_SECTOR_ID);
    expect(candidateSectors).toContain(NONE_SECTOR_ID);
    expect(candidateSectors).not.toContain(ANY_SECTOR_ID);
    expect(jobSectors).toHaveLength(SECTORS.length - 1);
  });

  it('scopes equities and genders', () => {
    expect(EQUITIES.map((item) => item.name)).toEqual([
      'EE (SA Candidate)',
      'Non EE (SA Candidate)',
      'Open (Any Candidate)',
      'Work Permit (Non SA Candidate)',
      'Permanent Resident (Non SA Candidate)',
    ]);
    expect(allowedIds(EQUITIES, 'job')).toContain(OPEN_EQUITY_ID);
    expect(allowedIds(EQUITIES, 'candidate')).not.toContain(OPEN_EQUITY_ID);
    expect(allowedIds(EQUITIES, 'candidate')).toHaveLength(4);

    expect(GENDERS.map((item) => item.name)).toEqual(['Male', 'Female', 'Other', 'Open']);
    expect(allowedIds(GENDERS, 'job').sort()).toEqual([1, 2, OPEN_GENDER_ID].sort());
    expect(allowedIds(GENDERS, 'candidate').sort()).toEqual([1, 2, OTHER_GENDER_ID].sort());
  });

  it('lists without a scope are open to both kinds', () => {
    expect(NATURES.map((item) => item.name)).toEqual(['Permanent', 'Contract', 'Temp']);
    expect(allowedIds(NATURES, 'job')).toEqual(NATURES.map((item) => item.id));
    expect(allowedIds(NATURES, 'candidate')).toEqual(NATURES.map((item) => item.id));
  });

  it('lists the packages in order', () => {
    expect(PACKAGES.map((item) => item.name)).toEqual([
      'Negotiable',
      'Below R200K',
      'R200K – R400K',
      'R400K – R600K',
      'R600K – R800K',
      'R800K – R1M',
      'R1M – R1.2M',
      'R1.2M – R1.4M',
      'R1.4M – R1.6M',
      'R1.6M – R1.8M',
      'R1.8M – R2M',
      'R2M – R2.5M',
      'R2.5M – R3M',
      'Above R3M',
    ]);
  });
});

describe('locations', () => {
  const provinces = LOCATIONS.filter((item) => item.kind === 'province');

  it('has Remote Work, International (free input), South Africa and Other', () => {
    expect(byName(LOCATIONS, 'Remote Work')).toMatchObject({ id: REMOTE_LOCATION_ID, kind: 'remote' });
    expect(byName(LOCATIONS, 'International')).toMatchObject({ kind: 'international', freeInput: true });
    expect(byName(LOCATIONS, 'South Africa')).toMatchObject({ id: SOUTH_AFRICA_LOCATION_ID, kind: 'country' });
    expect(byName(LOCATIONS, 'Other')).toMatchObject({ id: OTHER_LOCATION_ID, kind: 'other' });
    expect(LOCATIONS.filter((item) => item.freeInput).map((item) => item.id)).toEqual([INTERNATIONAL_LOCATION_ID]);
  });

  it('has the nine provinces under South Africa, each with 5 to 15 cities', () => {
    expect(provinces.map((item) => item.name).sort()).toEqual(
      [
        'Eastern Cape',
        'Free State',
        'Gauteng',
        'KwaZulu-Natal',
        'Limpopo',
        'Mpumalanga',
        'Northern Cape',
        'North West',
        'Western Cape',
      ].sort(),
    );
    for (const province of provinces) {
      expect(province.parentId).toBe(SOUTH_AFRICA_LOCATION_ID);
      const cities = LOCATIONS.filter((item) => item.parentId === province.id);
      expect(cities.length, province.name).toBeGreaterThanOrEqual(5);
      expect(cities.length, province.name).toBeLessThanOrEqual(15);
      expect(cities.every((city) => city.kind === 'city')).toBe(true);
    }
  });

  it('every parent exists, cities sit under provinces, and only cities and provinces have parents', () => {
    for (const item of LOCATIONS) {
      if (item.kind === 'city') {
        expect(LOCATIONS.find((parent) => parent.id === item.parentId)?.kind).toBe('province');
      } else if (item.kind === 'province') {
        expect(item.parentId).toBe(SOUTH_AFRICA_LOCATION_ID);
      } else {
        expect(item.parentId).toBeUndefined();
      }
    }
  });

  it('expands a province to its cities (Gauteng includes Sandton)', () => {
    const gauteng = byName(LOCATIONS, 'Gauteng').id;
    const expanded = expandLocationIds([gauteng]);
    expect(expanded[0]).toBe(gauteng);
    expect(expanded).toContain(byName(LOCATIONS, 'Sandton').id);
    expect(expanded).toContain(byName(LOCATIONS, 'Johannesburg').id);
    expect(expanded).not.toContain(byName(LOCATIONS, 'Cape Town').id);
    expect(expanded).toHaveLength(1 + LOCATIONS.filter((item) => item.parentId === gauteng).length);
  });

  it('expands South Africa to every province and city, without duplicates', () => {
    const expanded = expandLocationIds([SOUTH_AFRICA_LOCATION_ID, 300, 303]);
    const southAfrican = LOCATIONS.filter((item) => item.kind === 'province' || item.kind === 'city');
    expect(new Set(expanded).size).toBe(expanded.length);
    expect(expanded.slice(0, 3)).toEqual([SOUTH_AFRICA_LOCATION_ID, 300, 303]);
    expect(expanded).toHaveLength(1 + southAfrican.length);
    expect(expanded).not.toContain(REMOTE_LOCATION_ID);
  });

  it('leaves cities, leaves and unknown ids as they are', () => {
    expect(expandLocationIds([303])).toEqual([303]);
    expect(expandLocationIds([REMOTE_LOCATION_ID, INTERNATIONAL_LOCATION_ID])).toEqual([1, 2]);
    expect(expandLocationIds([424242])).toEqual([424242]);
    expect(expandLocationIds([])).toEqual([]);
  });

  it('labels cities with their province', () => {
    expect(locationLabel(byName(LOCATIONS, 'Sandton').id)).toBe('Sandton, Gauteng');
    expect(locationLabel(byName(LOCATIONS, 'Durban').id)).toBe('Durban, KwaZulu-Natal');
    expect(locationLabel(byName(LOCATIONS, 'Gauteng').id)).toBe('Gauteng');
    expect(locationLabel(REMOTE_LOCATION_ID)).toBe('Remote Work');
    expect(locationLabel(424242)).toBe('');
  });
});

describe('helpers', () => {
  it('lookupName finds names and returns undefined for unknown ids', () => {
    expect(lookupName(NATURES, 2)).toBe('Contract');
    expect(lookupName(NATURES, 99)).toBeUndefined();
  });

  it('displayNames joins names in the given order and skips unknown ids', () => {
    expect(displayNames([3, 1], NATURES)).toBe('Temp, Permanent');
    expect(displayNames([1, 99, 2], NATURES)).toBe('Permanent, Contract');
    expect(displayNames([], NATURES)).toBe('');
  });

  it('isFreeInput is true only for the free-input choices', () => {
    expect(isFreeInput(CATEGORIES, OTHER_CATEGORY_ID)).toBe(true);
    expect(isFreeInput(CATEGORIES, 1)).toBe(false);
    expect(isFreeInput(SECTORS, OTHER_SECTOR_ID)).toBe(true);
    expect(isFreeInput(SECTORS, ANY_SECTOR_ID)).toBe(false);
    expect(isFreeInput(LOCATIONS, INTERNATIONAL_LOCATION_ID)).toBe(true);
    expect(isFreeInput(LOCATIONS, REMOTE_LOCATION_ID)).toBe(false);
    expect(isFreeInput(LOCATIONS, 424242)).toBe(false);
  });
});
