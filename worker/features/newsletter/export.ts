/**
 * @module The confirmed subscribers as CSV, streamed in keyset pages as the users export is
 * (users-admin/export.ts): one page in memory at a time, the next read only when the client has
 * taken the last. Cells a spreadsheet would run as a formula start with a quote (csvSafe).
 */
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client';
import { csvSafe, isoTime } from '../users-admin/rules';
import { confirmedPage, type ExportRow } from './queries';
import { EXPORT_COLUMNS } from './rules';

export const EXPORT_PAGE_SIZE = 500;

export const csvRecord = (r: ExportRow) => ({ email: csvSafe(r.email), subscribed: isoTime(r.created), confirmed: isoTime(r.confirmedAt) });

export function subscribersCsv(db: Db, pageSize = EXPORT_PAGE_SIZE): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after = '';
  let first = true;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const rows = await confirmedPage(db, after, pageSize);
        const text = stringify(rows.map(csvRecord), {
          header: first,
          bom: first,
          columns: [...EXPORT_COLUMNS],
          record_delimiter: 'windows',
        });
        first = false;
        if (text) controller.enqueue(encoder.encode(text));
        const last = rows.at(-1);
        if (!last || rows.length < pageSize) controller.close();
        else after = last.email;
      },
    },
    { highWaterMark: 0 },
  );
}
