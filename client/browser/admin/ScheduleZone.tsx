/**
 * @module The schedule's time zone. The server shows the date and time inputs at the offset in the
 * hidden `tz_offset` field (0, UTC, unless a refused save is shown again) and says so. Once this
 * island runs, the inputs show the same moment in the editor's own zone, the note names that zone,
 * and `tz_offset` always holds the offset in force on the typed date (so a date beyond a DST change
 * is right); the server only adds it (articles/admin-input.ts, scheduleFromForm).
 */
import { useEffect, useState } from 'react';

export type ScheduleZoneProps = { dayId: string; timeId: string; offsetId: string; offset: number };

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** "UTC" or "UTC−05:00" for an offset in getTimezoneOffset's sense (minutes behind UTC). */
export function offsetName(offset: number): string {
  if (offset === 0) return 'UTC';
  const east = -offset;
  return `UTC${east < 0 ? '−' : '+'}${pad(Math.trunc(east / 60))}:${pad(east % 60)}`;
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement | null;
const parts = (day: string, time: string) => {
  const [y, mo, d] = day.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  return [y ?? Number.NaN, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0] as const;
};
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const timeOf = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

export function ScheduleZone({ dayId, timeId, offsetId, offset }: ScheduleZoneProps) {
  const [zone, setZone] = useState<string | null>(null);
  const [shown, setShown] = useState(offset);

  useEffect(() => {
    const [day, time, tz] = [field(dayId), field(timeId), field(offsetId)];
    if (!day || !time || !tz) return;
    // The moment the inputs show at the offset they were drawn at, shown again in local time.
    if (day.value && time.value) {
      const [y, mo, d, h, mi] = parts(day.value, time.value);
      const moment = new Date(Date.UTC(y, mo, d, h, mi) + Number(tz.value || 0) * 60_000);
      if (!Number.isNaN(moment.getTime())) {
        day.value = dayOf(moment);
        time.value = timeOf(moment);
      }
    }
    const follow = () => {
      const local = day.value && time.value ? new Date(...parts(day.value, time.value)) : new Date();
      const next = Number.isNaN(local.getTime()) ? new Date().getTimezoneOffset() : local.getTimezoneOffset();
      tz.value = String(next);
      setShown(next);
    };
    follow();
    setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || null);
    day.addEventListener('change', follow);
    time.addEventListener('change', follow);
    day.form?.addEventListener('submit', follow);
    return () => {
      day.removeEventListener('change', follow);
      time.removeEventListener('change', follow);
      day.form?.removeEventListener('submit', follow);
    };
  }, [dayId, timeId, offsetId]);

  return (
    <p className="field-hint" aria-live="polite" data-schedule-zone>
      {zone ? `Times are in your time zone, ${zone} (${offsetName(shown)}).` : `Times are in ${offsetName(shown)}.`}
    </p>
  );
}
