import { describe, expect, it } from 'vitest';
import { enqueueToast, MAX_WAITING_TOASTS, type QueuedToast } from '../../web/src/components/ui/Toast';

let id = 0;
const toast = (scope: string, content: string, type: QueuedToast['type'] = 'error'): QueuedToast => ({
  id: ++id,
  scope,
  header: type === 'success' ? 'Account updated' : 'Invalid field',
  content,
  type,
});
const contents = (queue: QueuedToast[]) => queue.map((t) => t.content);
const build = (items: QueuedToast[]) => items.reduce<QueuedToast[]>((queue, t) => enqueueToast(queue, t), []);

describe('the toast queue (what it shows is still true)', () => {
  it('plays toasts of different forms one after another', () => {
    expect(contents(build([toast('a', '1'), toast('b', '2'), toast('c', '3')]))).toEqual(['1', '2', '3']);
  });

  it("replaces a form's waiting toasts and the one on show with its newest", () => {
    const queue = build([toast('other', 'other form'), toast('form', 'first error'), toast('form', 'second error')]);
    expect(contents(queue)).toEqual(['other form', 'second error']);
    expect(contents(build([toast('form', 'error'), toast('form', 'saved', 'success')]))).toEqual(['saved']);
  });

  it('a success clears that form’s queued errors but not another form’s', () => {
    const queue = build([
      toast('a', 'a error'),
      toast('b', 'b error'),
      toast('a', 'a again'),
      toast('b', 'b saved', 'success'),
    ]);
    // 'a again' replaced 'a error' (on show); 'b saved' replaced 'b error' (now on show).
    expect(contents(queue)).toEqual(['a again', 'b saved']);
  });

  it(`keeps at most ${MAX_WAITING_TOASTS} waiting behind the one on show, dropping the oldest`, () => {
    const queue = build(['1', '2', '3', '4', '5', '6'].map((n) => toast(`scope-${n}`, n)));
    expect(contents(queue)).toEqual(['1', '4', '5', '6']);
  });
});
