/**
 * Metrics across the web processes of a cluster (api/cluster.ts). Each process counts its own
 * requests, pools and session cache; a scrape must see them all, whichever process it reaches.
 *
 * - The primary asks every web process for its figures over the cluster's IPC channel and adds
 *   them to its own (prom-client's AggregatorRegistry.aggregate: counters and histograms summed,
 *   the few per-process gauges of the default metrics by their own rule).
 * - A web process that gets a scrape (METRICS_TOKEN on PORT) asks the primary for that sum.
 *
 * Messages are plain objects with a `type` of ours; a process that does not know one ignores it.
 */
import cluster from 'node:cluster';
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue } from 'prom-client';
import { asExposition, registry } from './registry';

type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];
type Message =
  | { type: 'rc:metrics:collect'; id: number }
  | { type: 'rc:metrics:collected'; id: number; metrics: MetricsJson }
  | { type: 'rc:metrics:ask'; id: number }
  | { type: 'rc:metrics:text'; id: number; text: string };

/** How long a scrape waits for the other processes; a process that does not answer is left out. */
const ANSWER_MS = 3_000;
let nextId = 0;

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && String((value as { type?: unknown }).type).startsWith('rc:metrics:');

/** The sum over the primary and every web process, as Prometheus text. */
export async function clusterMetricsText(): Promise<string> {
  const id = nextId++;
  const workers = Object.values(cluster.workers ?? {}).filter((w) => w?.isConnected());
  const answers = workers.map(
    (worker) =>
      new Promise<MetricsJson | null>((resolve) => {
        const timer = setTimeout(() => finish(null), ANSWER_MS);
        const onMessage = (message: unknown) => {
          if (isMessage(message) && message.type === 'rc:metrics:collected' && message.id === id)
            finish(message.metrics);
        };
        const finish = (metrics: MetricsJson | null) => {
          clearTimeout(timer);
          worker!.off('message', onMessage);
          resolve(metrics);
        };
        worker!.on('message', onMessage);
        worker!.send({ type: 'rc:metrics:collect', id } satisfies Message);
      }),
  );
  const all = [await registry.getMetricsAsJSON(), ...(await Promise.all(answers)).filter((m) => m !== null)];
  return asExposition(
    await AggregatorRegistry.aggregate(all as Parameters<typeof AggregatorRegistry.aggregate>[0]).metrics(),
  );
}

/** In the primary: answers a web process that was scraped with the cluster's sum. */
export function serveMetricsToWebProcesses(): () => void {
  const onMessage = (worker: { send(message: Message): void }, message: unknown) => {
    if (!isMessage(message) || message.type !== 'rc:metrics:ask') return;
    void clusterMetricsText().then(
      (text) => worker.send({ type: 'rc:metrics:text', id: message.id, text }),
      (err: unknown) => worker.send({ type: 'rc:metrics:text', id: message.id, text: `# error: ${String(err)}\n` }),
    );
  };
  cluster.on('message', onMessage);
  return () => cluster.off('message', onMessage);
}

/** In a web process: hands its own figures to the primary when asked. */
export function answerMetricsRequests(): void {
  process.on('message', (message: unknown) => {
    if (!isMessage(message) || message.type !== 'rc:metrics:collect') return;
    void registry
      .getMetricsAsJSON()
      .then((metrics) => process.send?.({ type: 'rc:metrics:collected', id: message.id, metrics } satisfies Message));
  });
}

/** In a web process: the cluster's sum, from the primary. */
export function askPrimaryForMetrics(): Promise<string> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('the primary process did not answer the metrics request'));
    }, ANSWER_MS * 2);
    const onMessage = (message: unknown) => {
      if (!isMessage(message) || message.type !== 'rc:metrics:text' || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      resolve(message.text);
    };
    process.on('message', onMessage);
    process.send?.({ type: 'rc:metrics:ask', id } satisfies Message);
  });
}
