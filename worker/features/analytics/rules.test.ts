// A request's items become queue events: order, sender, span durations and the clock clamp.
import { describe, expect, it } from 'vitest';
import { nucleusEvent, toEvents } from './rules';

const now = 1_700_000_000;
let n = 0;
const sender = { userId: 7, anonId: 'anon', now, newId: () => `id-${++n}` };

describe('toEvents', () => {
  it('keeps event, span, then events and spans, each with the sender and the session', () => {
    const events = toEvents(
      {
        sessionId: 's1',
        event: { name: 'open' },
        span: { name: 'load', duration: 120 },
        events: [{ name: 'a' }, { name: 'b' }],
        spans: [{ name: 'page-visible', duration: 5 }],
      },
      sender,
    );
    expect(events.map((e) => [e.kind, e.name])).toEqual([
      ['event', 'open'],
      ['span', 'load'],
      ['event', 'a'],
      ['event', 'b'],
      ['span', 'page-visible'],
    ]);
    expect(events[4]!.data).toEqual({ duration: 5 });
    expect(events[0]).toMatchObject({ sessionId: 's1', userId: 7, anonId: 'anon', data: null, occurredAt: now });
    expect(events[1]!.data).toEqual({ duration: 120 });
    expect(new Set(events.map((e) => e.id)).size).toBe(5);
  });

  it('uses the client time within a day of the server, else the server time', () => {
    const near = toEvents({ sessionId: 's', event: { name: 'x', timestamp: (now - 60) * 1000 + 999 } }, sender);
    expect(near[0]!.occurredAt).toBe(now - 60);
    const far = toEvents({ sessionId: 's', event: { name: 'x', timestamp: (now - 2 * 86_400) * 1000 } }, sender);
    expect(far[0]!.occurredAt).toBe(now);
  });

  it('cuts a long anonymous id to 100 characters', () => {
    const [e] = toEvents({ sessionId: 's', event: { name: 'x', data: { a: 1 } } }, { ...sender, userId: null, anonId: 'z'.repeat(150) });
    expect(e!.anonId).toHaveLength(100);
    expect(e!.data).toEqual({ a: 1 });
  });
});

describe('nucleusEvent', () => {
  it('names the growth event and keys it by the session, so a second send is the same event', () => {
    const reader = { id: 7, jti: '0b7e6a52-5d5c-4c3e-9d37-2a4f3f1c9e11' };
    const event = nucleusEvent('subscribe', reader, now);
    expect(event).toEqual({
      id: `nucleus.subscribe.${reader.jti}`,
      kind: 'event',
      name: 'nucleus.subscribe',
      sessionId: reader.jti,
      userId: 7,
      anonId: null,
      data: null,
      occurredAt: now,
    });
    expect(nucleusEvent('subscribe', reader, now + 5).id).toBe(event.id);
    expect(nucleusEvent('login', reader, now).id).not.toBe(event.id);
    expect(event.id.length).toBeLessThanOrEqual(64);
  });
});
