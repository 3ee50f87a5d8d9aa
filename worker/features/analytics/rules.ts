/** @module A request's items as the events the queue consumer stores: who sent them, and when. */
import type { AnalyticsBody, AnalyticsItem, NucleusEventName } from '../../contracts/analytics';
import type { AnalyticsEvent } from '../../queue/messages';

/** More than a day away from the server's clock is a wrong client clock: the event counts as now. */
const MAX_CLOCK_SKEW_SECONDS = 86_400;

export type Sender = { userId: number | null; anonId: string | null; now: number; newId: () => string };

/** The body's event, span, events and spans, in that order; a span's duration goes into its data. */
export function toEvents(body: AnalyticsBody, sender: Sender): AnalyticsEvent[] {
  const { userId, anonId, now, newId } = sender;
  const toEvent = (kind: 'event' | 'span', item: AnalyticsItem & { duration?: number }): AnalyticsEvent => {
    const at = item.timestamp ? Math.floor(item.timestamp / 1000) : now;
    return {
      id: newId(),
      kind,
      name: item.name,
      sessionId: body.sessionId,
      userId,
      anonId: anonId?.slice(0, 100) ?? null,
      data:
        item.data || item.duration !== undefined
          ? { ...item.data, ...(item.duration !== undefined ? { duration: item.duration } : {}) }
          : null,
      occurredAt: Math.abs(at - now) > MAX_CLOCK_SKEW_SECONDS ? now : at,
    };
  };
  return [
    ...(body.event ? [toEvent('event', body.event)] : []),
    ...(body.span ? [toEvent('span', body.span)] : []),
    ...(body.events ?? []).map((e) => toEvent('event', e)),
    ...(body.spans ?? []).map((s) => toEvent('span', s)),
  ];
}

/**
 * A growth event (`POST /aux/nucleus/event`) as an analytics event. Its id names the event and the
 * session it came from, so the page sending it twice (a retry, a second tab) records it once.
 */
export function nucleusEvent(event: NucleusEventName, reader: { id: number; jti: string }, now: number): AnalyticsEvent {
  return {
    id: `nucleus.${event}.${reader.jti}`.slice(0, 64),
    kind: 'event',
    name: `nucleus.${event}`,
    sessionId: reader.jti,
    userId: reader.id,
    anonId: null,
    data: null,
    occurredAt: now,
  };
}
