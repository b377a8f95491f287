/**
 * A member's live-update stream (GET /api/events) as a fault test holds it: every event heard,
 * a wait for the next that fits, and whether the server has ended it.
 */
export type HeldStream = {
  status: number;
  heard: string[];
  /** Settles when the server ends the stream (or the test closes it). */
  ended: Promise<void>;
  waitFor(event: string, timeoutMs: number, after?: number): Promise<void>;
  close(): void;
};

export async function holdStream(base: string, cookie: string): Promise<HeldStream> {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/events`, { headers: { cookie }, signal: abort.signal });
  const heard: string[] = [];
  let ended: Promise<void> = Promise.resolve();
  if (res.ok && res.body) {
    ended = (async () => {
      const decoder = new TextDecoder();
      let text = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          text += decoder.decode(chunk, { stream: true });
          const blocks = text.split('\n\n');
          text = blocks.pop()!;
          for (const block of blocks) {
            const event = /^event: (.*)$/m.exec(block)?.[1];
            if (event) heard.push(event);
          }
        }
      } catch {
        // closed by the test
      }
    })();
  }
  return {
    status: res.status,
    heard,
    ended,
    /** Waits until `event` is heard at index `after` or later (default: anywhere). */
    async waitFor(event, timeoutMs, after = 0) {
      const deadline = Date.now() + timeoutMs;
      while (!heard.slice(after).includes(event)) {
        if (Date.now() > deadline) throw new Error(`no '${event}' within ${timeoutMs} ms (heard: ${heard.join(', ')})`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => abort.abort(),
  };
}
