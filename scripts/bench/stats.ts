/** Latency statistics for the benchmarks. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export function summarise(latencies: number[], seconds: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    rps: Math.round(sorted.length / seconds),
    p50: +percentile(sorted, 50).toFixed(2),
    p95: +percentile(sorted, 95).toFixed(2),
    p99: +percentile(sorted, 99).toFixed(2),
  };
}

/** Runs `task` from `concurrency` loops for `seconds`, returning each call's latency in ms. */
export async function runLoad(concurrency: number, seconds: number, task: () => Promise<void>) {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const start = performance.now();
        try {
          await task();
          latencies.push(performance.now() - start);
        } catch {
          errors++;
        }
      }
    }),
  );
  return { ...summarise(latencies, seconds), errors };
}

/** summarise() for each group (e.g. each action of a load mix), largest first, with its share of all. */
export function summariseGroups(groups: Map<string, number[]>, seconds: number) {
  const total = [...groups.values()].reduce((n, list) => n + list.length, 0);
  return Object.fromEntries(
    [...groups.entries()]
      .sort(([, a], [, b]) => b.length - a.length)
      .map(([name, list]) => [
        name,
        { share: `${((100 * list.length) / Math.max(1, total)).toFixed(1)} %`, ...summarise(list, seconds) },
      ]),
  );
}
