/**
 * The PWA's query keys (web/src/api/keys.ts and the resource modules' factories). Saves refresh answers by key prefix, the cache times
 * of api/query-client.ts apply by prefix, and members' devices keep answers under these keys
 * (offline/query-cache.ts): a key that changes shape silently stops a refresh or strands a saved answer.
 */
import { describe, expect, it } from 'vitest';
import { partialMatchKey } from '@tanstack/react-query';
import { adminKeys } from '../../web/src/api/admin';
import { configKeys, dashboardKeys, meKeys, noteKeys } from '../../web/src/api/keys';
import { listingKeys } from '../../web/src/api/listings';
import { proposalKeys } from '../../web/src/api/proposals';

const isUnder = (key: readonly unknown[], prefix: readonly unknown[]) => partialMatchKey(key, prefix);

describe('query keys', () => {
  it('keep the keys saved on members’ devices', () => {
    expect(meKeys.all).toEqual(['me']);
    expect(configKeys.all).toEqual(['config']);
    expect(dashboardKeys.all).toEqual(['dashboard']);
    expect(noteKeys.all).toEqual(['notes']);
    expect(listingKeys.detail('job', 'u1')).toEqual(['listings', 'one', 'job', 'u1']);
    expect(listingKeys.mine('candidate', 'dev')).toEqual(['listings', 'search', 'candidate', 'mine', 'dev']);
    expect(proposalKeys.detail('sourcing', 'u2')).toEqual(['proposals', 'sourcing', 'u2']);
    expect(adminKeys.member('u3')).toEqual(['admin', 'account', 'u3']);
    expect(adminKeys.proposals('match', 'status=approved')).toEqual(['admin', 'match', 'status=approved']);
  });

  it('put every search of a kind under the prefix a save refreshes, and no other kind’s', () => {
    const searches = listingKeys.searches('job');
    expect(isUnder(listingKeys.search('job', { search: '', maxAge: 30 }), searches)).toBe(true);
    expect(isUnder(listingKeys.mine('job', ''), searches)).toBe(true);
    expect(isUnder(listingKeys.search('candidate', {}), searches)).toBe(false);
    expect(isUnder(listingKeys.detail('job', 'u1'), searches)).toBe(false);
  });

  it('put the members lists under the prefix an action on a member refreshes, but not the member', () => {
    expect(isUnder(adminKeys.memberList('approved', '', 'name', 'asc'), adminKeys.members)).toBe(true);
    expect(isUnder(adminKeys.member('u3'), adminKeys.members)).toBe(false);
  });

  it('put each resource under the prefix its cache time is set for', () => {
    expect(isUnder(listingKeys.detail('candidate', 'u'), listingKeys.all)).toBe(true);
    expect(isUnder(proposalKeys.detail('match', 'u'), proposalKeys.all)).toBe(true);
    expect(isUnder(adminKeys.memberList('registered', 'x', 'created', 'desc'), adminKeys.all)).toBe(true);
    expect(isUnder(adminKeys.proposals('sourcing', ''), adminKeys.all)).toBe(true);
  });
});
