/**
 * The live-update plumbing without a server: the wire server's reading of NOTIFY out of PGlite's
 * answers (a message may be split across chunks), the payloads the hub accepts, and the hub's
 * limits and delivery to the right member's streams only.
 */
import { describe, expect, it } from 'vitest';
import { notificationReader } from '../../api/db/pglite-wire-server';
import { parseLiveNotification } from '../../api/live/live-events';
import { LiveHub, type LiveStream } from '../../api/live/live-hub';

/** A NotificationResponse as the backend writes it: 'A', length, process id, channel, payload. */
function notification(channel: string, payload: string): Buffer {
  const body = Buffer.concat([Buffer.alloc(4), Buffer.from(`${channel}\0${payload}\0`, 'utf8')]);
  const head = Buffer.alloc(5);
  head[0] = 0x41;
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}
const readyForQuery = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);

describe('notificationReader', () => {
  it('finds every notification between other messages, however the answer is cut into chunks', () => {
    const answer = Buffer.concat([
      readyForQuery,
      notification('rc_live', '{"a":"1","e":"note"}'),
      readyForQuery,
      notification('rc_live', 'é two'),
    ]);
    for (let cut = 1; cut < answer.length; cut += 3) {
      const heard: string[] = [];
      const read = notificationReader((channel, payload) => heard.push(`${channel}:${payload}`));
      read(answer.subarray(0, cut));
      read(answer.subarray(cut));
      expect(heard, `cut at ${cut}`).toEqual(['rc_live:{"a":"1","e":"note"}', 'rc_live:é two']);
    }
  });
});

describe('parseLiveNotification', () => {
  it('takes the events the triggers send and ignores anything else', () => {
    expect(parseLiveNotification('{"a":"x","e":"message","d":{"thread":"t","n":1}}')).toEqual({
      accountIds: ['x'],
      event: 'message',
      data: { thread: 't' },
    });
    // A statement's notes for several members (migration 0041): one notification names them all.
    expect(parseLiveNotification('{"a" : ["x", "y"], "e" : "note"}')).toEqual({
      accountIds: ['x', 'y'],
      event: 'note',
      data: {},
    });
    expect(parseLiveNotification('{"a":[],"e":"note"}')).toBeNull();
    expect(parseLiveNotification('{"a":[1,2],"e":"note"}')).toBeNull();
    expect(parseLiveNotification('{"a":"x","e":"resync"}')).toBeNull();
    expect(parseLiveNotification('{"e":"note"}')).toBeNull();
    expect(parseLiveNotification('not json')).toBeNull();
  });
});

describe('LiveHub', () => {
  const stream = (log: string[], name: string): LiveStream => ({
    send: (event, data) => log.push(`${name} ${event} ${JSON.stringify(data)}`),
    close: () => log.push(`${name} closed`),
  });

  it("delivers to the named members' streams only, and tells every stream to resync", () => {
    const hub = new LiveHub({ perProcess: 10, perAccount: 3 });
    const log: string[] = [];
    hub.join({ sid: 'a1', accountId: 'a' }, stream(log, 'a1'));
    hub.join({ sid: 'a2', accountId: 'a' }, stream(log, 'a2'));
    hub.join({ sid: 'b1', accountId: 'b' }, stream(log, 'b1'));
    hub.deliver('{"a":"a","e":"note"}');
    expect(log).toEqual(['a1 note {}', 'a2 note {}']);
    log.length = 0;
    hub.deliver('{"a":["b","c","a"],"e":"note"}');
    expect(log).toEqual(['b1 note {}', 'a1 note {}', 'a2 note {}']);
    log.length = 0;
    hub.resync();
    expect(log.sort()).toEqual(['a1 resync {}', 'a2 resync {}', 'b1 resync {}']);
  });

  it('refuses past its limits and frees a place when a stream leaves', () => {
    const hub = new LiveHub({ perProcess: 3, perAccount: 2 });
    const log: string[] = [];
    const first = hub.join({ sid: 'a1', accountId: 'a' }, stream(log, 'a1'));
    expect(hub.join({ sid: 'a2', accountId: 'a' }, stream(log, 'a2')).admitted).toBe(true);
    expect(hub.join({ sid: 'a3', accountId: 'a' }, stream(log, 'a3'))).toEqual({
      admitted: false,
      reason: 'account-full',
    });
    expect(hub.join({ sid: 'b1', accountId: 'b' }, stream(log, 'b1')).admitted).toBe(true);
    expect(hub.join({ sid: 'c1', accountId: 'c' }, stream(log, 'c1'))).toEqual({
      admitted: false,
      reason: 'process-full',
    });
    expect(hub.size).toBe(3);
    // Leaving twice (the response's 'close' after a shutdown's end) frees one place, not two.
    if (first.admitted) {
      first.leave();
      first.leave();
    }
    expect(hub.size).toBe(2);
    expect(hub.join({ sid: 'c1', accountId: 'c' }, stream(log, 'c1')).admitted).toBe(true);
    hub.closeAll();
    expect(log.filter((line) => line.endsWith('closed')).sort()).toEqual(['a2 closed', 'b1 closed', 'c1 closed']);
  });

  it('checks again the sessions a notification names, together, and ends the streams of those gone', async () => {
    const asked: string[][] = [];
    let signedIn = new Set(['a1', 'a2', 'b1']);
    const hub = new LiveHub({ perProcess: 10, perAccount: 3 }, async (sessions) => {
      asked.push(sessions.map((s) => `${s.accountId}/${s.sid}`).sort());
      return signedIn;
    });
    const log: string[] = [];
    hub.join({ sid: 'a1', accountId: 'a' }, stream(log, 'a1'));
    hub.join({ sid: 'a2', accountId: 'a' }, stream(log, 'a2'));
    hub.join({ sid: 'b1', accountId: 'b' }, stream(log, 'b1'));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 120));

    // A session of a's signed out: only that stream is checked, and it ends (after a resync).
    signedIn = new Set(['a2', 'b1']);
    hub.sessionsChanged('s:a1');
    hub.sessionsChanged('probe:123');
    await settle();
    expect(asked).toEqual([['a/a1']]);
    expect(log).toEqual(['a1 resync {}', 'a1 closed']);

    // An account changed (offboarded): its streams, gathered into one check.
    log.length = 0;
    signedIn = new Set(['b1']);
    hub.sessionsChanged('a:a');
    hub.sessionsChanged('s:b1');
    await settle();
    // (a1 ended above: it left the hub then, and is not checked or written to again.)
    expect(asked[1]).toEqual(['a/a2', 'b/b1']);
    expect(log).toEqual(['a2 resync {}', 'a2 closed']);

    // A failed check ends nothing; a TRUNCATE checks every stream.
    log.length = 0;
    const failing = new LiveHub({ perProcess: 10, perAccount: 3 }, () => Promise.reject(new Error('away')));
    failing.join({ sid: 'c1', accountId: 'c' }, stream(log, 'c1'));
    failing.sessionsChanged('*');
    await settle();
    expect(log).toEqual([]);
    hub.closeAll();
    failing.closeAll();
  });

  it('never writes to a stream it has ended, when two checks overlap or an event comes after', async () => {
    const log: string[] = [];
    let isClosed = false;
    const watched: LiveStream = {
      send: (event) => log.push(isClosed ? `SEND AFTER CLOSE ${event}` : `send ${event}`),
      close: () => {
        log.push(isClosed ? 'CLOSE AGAIN' : 'close');
        isClosed = true;
      },
    };
    // The session is gone; each check takes a moment, so the two are in flight together.
    const hub = new LiveHub({ perProcess: 10, perAccount: 3 }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return new Set<string>();
    });
    hub.join({ sid: 's1', accountId: 'a' }, watched);
    await Promise.all([hub.checkNow(), hub.checkNow()]);
    hub.deliver('{"a":"a","e":"note"}');
    expect(log).toEqual(['send resync', 'close']);
    expect(hub.size).toBe(0);
  });
});
