/**
 * @module Downloads a CSV export as a client would, without ever holding it: each body chunk is
 * counted and fed to csv-parse's streaming parser (which checks every row has the header's
 * columns), while the workerd serving it is sampled for resident memory (rss.ts).
 */
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { type RssSummary, rssKb, sampleRss, summarizeRss } from './rss.ts';

export interface ExportResult {
  label: string;
  path: string;
  /** Data rows (records after the header). */
  rows: number;
  bytes: number;
  /** Until the response headers arrived. */
  headersMs: number;
  /** Until the first body byte arrived. */
  firstByteMs: number;
  totalMs: number;
  header: string[];
  rss: RssSummary | undefined;
}

export interface ExportRequest {
  label: string;
  origin: string;
  path: string;
  cookie: string;
  /** workerd's pid, to sample; undefined when memory cannot be read (not Linux). */
  pid: number | undefined;
  /** Called about once a second with the rows and bytes so far. */
  onProgress?: (rows: number, bytes: number, ms: number) => void;
}

export async function downloadExport({ label, origin, path, cookie, pid, onProgress }: ExportRequest): Promise<ExportResult> {
  const before = pid === undefined ? undefined : rssKb(pid);
  const sampler = pid === undefined ? undefined : sampleRss(pid);
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  let samples: number[] = [];
  try {
    // identity: the bytes counted are the CSV's, and Miniflare spends no CPU gzipping them.
    const res = await fetch(new URL(path, origin), { headers: { cookie, 'accept-encoding': 'identity' }, redirect: 'manual' });
    const headersMs = elapsed();
    if (res.status !== 200 || !res.body) {
      throw new Error(`GET ${path}: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
    }
    if (!res.headers.get('content-type')?.startsWith('text/csv'))
      throw new Error(`GET ${path}: not CSV (${res.headers.get('content-type')})`);

    let records = 0;
    let header: string[] = [];
    // bom: the export starts with a UTF-8 byte-order mark; rows of another width fail the parse.
    const parser = parse({ bom: true });
    parser.on('data', (record: string[]) => {
      if (records++ === 0) header = record;
    });
    const parsed = finished(parser);
    let bytes = 0;
    let firstByteMs = Number.NaN;
    let reported = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      if (bytes === 0) firstByteMs = elapsed();
      bytes += chunk.byteLength;
      // Backpressure: the parser's buffer stays small, so the bench never holds the body.
      if (!parser.write(chunk)) await once(parser, 'drain');
      if (onProgress && elapsed() - reported >= 1000) {
        reported = elapsed();
        onProgress(Math.max(0, records - 1), bytes, reported);
      }
    }
    parser.end();
    await parsed;
    const totalMs = elapsed();
    samples = sampler?.stop() ?? [];
    return {
      label,
      path,
      rows: Math.max(0, records - 1),
      bytes,
      headersMs,
      firstByteMs,
      totalMs,
      header,
      rss: before === undefined ? undefined : summarizeRss(before, samples),
    };
  } finally {
    if (!samples.length) sampler?.stop();
  }
}
