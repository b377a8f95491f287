import { describe, expect, it } from 'vitest';
import { KIND_CONFIG, searchTotalText } from '../../web/src/features/listings/kind-config';

describe("the list's count", () => {
  it("keeps the spec's 'N' below the cap, says '1,000+' beyond it, and the singular for one", () => {
    expect(KIND_CONFIG.job.countText(1, false)).toBe('1 Job Spec matches your criteria');
    expect(KIND_CONFIG.job.countText(0, false)).toBe('0 Job Specs match your criteria');
    expect(KIND_CONFIG.job.countText(1000, false)).toBe('1000 Job Specs match your criteria');
    expect(KIND_CONFIG.job.countText(1000, true)).toBe('1,000+ Job Specs match your criteria');
    expect(KIND_CONFIG.candidate.countText(1, false)).toBe('1 Candidate matches your criteria');
    expect(KIND_CONFIG.candidate.countText(1000, true)).toBe('1,000+ Candidates match your criteria');
    expect(searchTotalText(0, false)).toBe('0');
  });
});
