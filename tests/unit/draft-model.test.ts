/**
 * Offline drafts, the pure rules: which answers refuse a draft for good (kept
 * with the server's message) and which leave it waiting to be sent again; how its state reads.
 */
import { describe, expect, it } from 'vitest';
import { draftStateBadge, draftTitle, isFinalRefusal, shownState } from '../../web/src/features/drafts/draft-model';
import { SENDING_STALE_MS } from '../../web/src/offline/drafts';

describe('isFinalRefusal', () => {
  it.each([400, 403, 404, 409, 413, 422])('%i refuses the draft until it is edited', (status) => {
    expect(isFinalRefusal(status)).toBe(true);
  });
  it.each([
    [0, 'no answer (offline)'],
    [401, 'the session ended: posted after the member signs in again'],
    [408, 'a timeout'],
    [429, 'too many requests'],
    [500, 'a server error'],
    [502, 'a gateway error'],
    [503, 'unavailable'],
    [201, 'created'],
  ])('%i (%s) leaves it waiting', (status) => {
    expect(isFinalRefusal(status)).toBe(false);
  });
});

describe('draftStateBadge', () => {
  it('says what a waiting draft waits for', () => {
    expect(draftStateBadge('waiting', false)).toEqual({ label: 'Waiting for connection', tone: 'alert' });
    expect(draftStateBadge('waiting', true)).toEqual({ label: 'Waiting to send', tone: 'alert' });
  });
  it('shows sending and refused', () => {
    expect(draftStateBadge('sending', true)).toEqual({ label: 'Sending…', tone: 'brand' });
    expect(draftStateBadge('refused', true)).toEqual({ label: 'Refused', tone: 'danger' });
  });
});

describe('draftTitle', () => {
  it('is the title, trimmed, or what the draft is while it has none', () => {
    expect(draftTitle('job', '  Mine Planner ')).toBe('Mine Planner');
    expect(draftTitle('job', '   ')).toBe('Untitled job spec');
    expect(draftTitle('candidate', '')).toBe('Untitled candidate');
  });
});

describe('shownState', () => {
  const now = 1_800_000_000_000;
  it('shows a fresh claim as sending, and a claim whose sender is gone as waiting', () => {
    expect(shownState({ state: 'sending', sendingSince: now - 1_000 }, now)).toBe('sending');
    expect(shownState({ state: 'sending', sendingSince: now - SENDING_STALE_MS }, now)).toBe('sending');
    expect(shownState({ state: 'sending', sendingSince: now - SENDING_STALE_MS - 1 }, now)).toBe('waiting');
    expect(shownState({ state: 'sending', sendingSince: null }, now)).toBe('waiting');
  });
  it('leaves waiting and refused as they are', () => {
    expect(shownState({ state: 'waiting', sendingSince: null }, now)).toBe('waiting');
    expect(shownState({ state: 'refused', sendingSince: null }, now)).toBe('refused');
  });
});
