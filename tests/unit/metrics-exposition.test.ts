import { describe, expect, it } from 'vitest';
import { localMetrics } from '../../api/metrics/endpoint';
import { asExposition } from '../../api/metrics/registry';

describe('metrics exposition', () => {
  it('spells a value that is not a number NaN, as the text format does', () => {
    expect(asExposition('a_seconds Nan\nb_seconds 1\nc{l="Nan"} Nan\n')).toBe(
      'a_seconds NaN\nb_seconds 1\nc{l="Nan"} NaN\n',
    );
  });

  it('scraped right after start, before the event-loop monitor has a sample, has no Nan', async () => {
    const text = await localMetrics();
    expect(text).toMatch(/^nodejs_eventloop_lag_mean_seconds /m);
    expect(text).not.toMatch(/ Nan$/m);
  });
});
