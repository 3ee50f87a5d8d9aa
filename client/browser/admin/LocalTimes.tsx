/**
 * @module Times in the editor's own zone. The server draws every `<time data-local>` of the page
 * in UTC, named so ("Nov 29, 2026, 09:12 AM UTC"); once this island runs, each shows the same
 * moment in the browser's zone with the zone's short name ("… 10:12 AM GMT+1"), and the note
 * names the zone in full. Without JavaScript the UTC times stay, and say they are UTC.
 */
import { useEffect, useState } from 'react';

export type LocalTimesProps = Record<string, never>;

const LOCAL = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
});

export function LocalTimes(_: LocalTimesProps) {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    for (const el of document.querySelectorAll<HTMLTimeElement>('time[data-local]')) {
      const at = Date.parse(el.dateTime);
      if (Number.isNaN(at)) continue;
      el.textContent = LOCAL.format(new Date(at));
      el.title = new Date(at)
        .toISOString()
        .replace('T', ' ')
        .replace(/:\d\d\.\d+Z$/, ' UTC');
    }
    setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || null);
  }, []);
  return (
    <span className="text-ink-3" data-local-zone={zone ?? 'UTC'}>
      {zone ? `Times in your time zone, ${zone}` : 'Times in UTC'}
    </span>
  );
}
