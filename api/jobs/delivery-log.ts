/**
 * Records deliveries as they happen, several to a statement: while one insert runs, the
 * deliveries finished meanwhile wait and go in the next one (a group commit). Each record()
 * resolves once its row is stored, so a batch job knows what a retry must skip, while a fan-out
 * of thousands of sends costs one open database connection, not one per send in flight.
 */
export class DeliveryLog<Row> {
  private pending: Array<{ row: Row; resolve: () => void; reject: (err: unknown) => void }> = [];
  private isWriting = false;

  constructor(private readonly write: (rows: Row[]) => Promise<void>) {}

  record(row: Row): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ row, resolve, reject });
      this.writeNext();
    });
  }

  private writeNext(): void {
    if (this.isWriting || this.pending.length === 0) return;
    this.isWriting = true;
    const group = this.pending.splice(0);
    this.write(group.map((entry) => entry.row))
      .then(
        () => group.forEach((entry) => entry.resolve()),
        (err: unknown) => group.forEach((entry) => entry.reject(err)),
      )
      .finally(() => {
        this.isWriting = false;
        this.writeNext();
      });
  }
}

/** Runs `fn` over `items` with at most `limit` calls in flight; resolves when all have settled. */
export async function forEachConcurrently<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
