/**
 * @module The users CSV, streamed. Rows are read in keyset pages (id > the last one sent, in id
 * order, EXPORT_PAGE_SIZE at a time) from inside the stream's pull(): the next page is read only
 * when the client has taken the previous one, so the Worker holds one page at a time and its
 * memory stays flat for any number of users, and a slow download slows the reads rather than
 * piling rows up. Keyset paging also costs the same for the last page as for the first (OFFSET
 * would rescan every row before it). Each page is written with csv-stringify's sync API, which
 * needs no Node streams; the web ReadableStream does the streaming.
 */
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client';
import { csvRecord } from './dto';
import { exportPage, type UserFilter } from './queries';
import { EXPORT_COLUMNS } from './rules';

/** Rows per D1 read: big enough that a large export is few round trips, small enough to hold at once. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * The CSV of the users matching `filter`: a UTF-8 byte-order mark (Excel needs it to read UTF-8),
 * the header, then one CRLF-terminated row per user (RFC 4180). Rows added while it streams are
 * included when their id is still ahead; the export is not one snapshot.
 */
export function usersCsv(db: Db, filter: UserFilter, now: number, pageSize = EXPORT_PAGE_SIZE): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let afterId = 0;
  let first = true;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const rows = await exportPage(db, filter, afterId, pageSize);
        const text = stringify(
          rows.map((r) => csvRecord(r, now)),
          { header: first, bom: first, columns: [...EXPORT_COLUMNS], record_delimiter: 'windows' },
        );
        first = false;
        if (text) controller.enqueue(encoder.encode(text));
        const last = rows.at(-1);
        if (!last || rows.length < pageSize) controller.close();
        else afterId = last.id;
      },
    },
    // Nothing is read ahead of the client: pull() runs only when the queue is empty.
    { highWaterMark: 0 },
  );
}
