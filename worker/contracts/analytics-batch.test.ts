// The browser's batching (debounce 250 ms, batches of at most 50, a flush for pagehide) on a fake clock.
import { describe, expect, it } from 'vitest';
import { ANALYTICS_BATCH_MAX, ANALYTICS_DEBOUNCE_MS, createBatcher, type Transport } from './analytics-batch';

/** A clock the test moves by hand: `advance(ms)` runs every timer due by then, in order. */
function fakeClock() {
  let now = 0;
  let next = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  return {
    timers: {
      set: (run: () => void, ms: number) => {
        timers.set(++next, { at: now + ms, run });
        return next;
      },
      clear: (handle: unknown) => void timers.delete(handle as number),
    },
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = until;
    },
  };
}

function setup(max?: number) {
  const clock = fakeClock();
  const sent: { items: number[]; transport: Transport; at: number }[] = [];
  let t = 0;
  const batcher = createBatcher<number>({ send: (items, transport) => sent.push({ items, transport, at: t }), timers: clock.timers, max });
  const advance = (ms: number) => {
    t += ms;
    clock.advance(ms);
  };
  return { batcher, sent, advance };
}

describe('createBatcher', () => {
  // [case, items added at these ms, then wait, requests expected (sizes)]
  const table: [string, number[], number, number[]][] = [
    ['20 events within 200 ms leave as one request', Array.from({ length: 20 }, (_, i) => i * 10), 1000, [20]],
    ['one event leaves after the debounce', [0], 1000, [1]],
    ['two bursts 300 ms apart are two requests', [0, 10, 20, 320, 330], 1000, [3, 2]],
    ['events 200 ms apart keep postponing the send', [0, 200, 400, 600], 1000, [4]],
    ['nothing queued, nothing sent', [], 1000, []],
  ];
  for (const [name, times, wait, sizes] of table) {
    it(name, () => {
      const { batcher, sent, advance } = setup();
      let at = 0;
      times.forEach((time, i) => {
        advance(time - at);
        at = time;
        batcher.add(i);
      });
      advance(wait);
      expect(sent.map((s) => s.items.length)).toEqual(sizes);
      expect(sent.flatMap((s) => s.items)).toEqual(times.map((_, i) => i));
    });
  }

  it('waits the whole debounce after the last event, not less', () => {
    const { batcher, sent, advance } = setup();
    batcher.add(1);
    advance(100);
    batcher.add(2);
    advance(ANALYTICS_DEBOUNCE_MS - 1);
    expect(sent).toEqual([]);
    advance(1);
    expect(sent).toEqual([{ items: [1, 2], transport: 'fetch', at: 100 + ANALYTICS_DEBOUNCE_MS }]);
  });

  it('sends a full batch at once and the rest after the debounce', () => {
    const { batcher, sent, advance } = setup();
    for (let i = 0; i < ANALYTICS_BATCH_MAX + 3; i++) batcher.add(i);
    expect(sent.map((s) => s.items.length)).toEqual([ANALYTICS_BATCH_MAX]);
    advance(ANALYTICS_DEBOUNCE_MS);
    expect(sent.map((s) => s.items.length)).toEqual([ANALYTICS_BATCH_MAX, 3]);
  });

  it('flushes what is queued by beacon when the page goes away, in batches of the maximum, and no timer fires after', () => {
    const { batcher, sent, advance } = setup(4);
    for (let i = 0; i < 3; i++) batcher.add(i);
    batcher.flush('beacon');
    expect(sent).toEqual([{ items: [0, 1, 2], transport: 'beacon', at: 0 }]);
    expect(batcher.pending()).toBe(0);
    advance(1000);
    expect(sent).toHaveLength(1);
    batcher.flush('beacon');
    expect(sent).toHaveLength(1);
  });
});
