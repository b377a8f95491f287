/**
 * Open live-update streams (GET /api/events) held through a load run (scripts/bench/load.ts,
 * LOAD_LIVE_STREAMS=N): N streams shared round-robin by the signed-in members, each read to the
 * end and counted — the events heard, and any stream refused or ended before the run was over.
 */
export type HeldStreams = {
  /** Stops reading and closes every stream; what they saw. */
  close(): { opened: number; refused: number; endedEarly: number; events: number };
};

export async function holdLiveStreams(base: string, cookies: string[], count: number): Promise<HeldStreams> {
  const abort = new AbortController();
  let opened = 0;
  let refused = 0;
  let endedEarly = 0;
  let events = 0;
  let isClosing = false;
  const open = async (cookie: string) => {
    const res = await fetch(`${base}/api/events`, { headers: { cookie }, signal: abort.signal });
    if (!res.ok || !res.body) {
      refused++;
      await res.body?.cancel();
      return;
    }
    opened++;
    void (async () => {
      const decoder = new TextDecoder();
      let text = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          text += decoder.decode(chunk, { stream: true });
          const blocks = text.split('\n\n');
          text = blocks.pop()!;
          events += blocks.filter((block) => block.startsWith('event: ')).length;
        }
        if (!isClosing) endedEarly++;
      } catch {
        if (!isClosing) endedEarly++;
      }
    })();
  };
  // Twenty at a time, as tabs opening would.
  for (let i = 0; i < count; i += 20)
    await Promise.all(
      Array.from({ length: Math.min(20, count - i) }, (_, j) => open(cookies[(i + j) % cookies.length]!)),
    );
  return {
    close() {
      isClosing = true;
      abort.abort();
      return { opened, refused, endedEarly, events };
    },
  };
}
