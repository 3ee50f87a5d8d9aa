/**
 * @module The scale bench's section of docs/benchmarks.md: "## Scale (issue 29)", its explanation,
 * and the latest run between its own markers (replaced whole by each `--write`: one run covers
 * every size, so the section never mixes sizes measured on different days). Everything outside
 * the markers is copied through byte for byte, as docs.ts does for npm run bench's runs.
 */
import { DOC_PATH } from './docs.ts';

export const SCALE_START = '<!-- bench:scale -->';
export const SCALE_END = '<!-- /bench:scale -->';
export const SCALE_HEADING = '## Scale (issue 29)';

const NOTE = '<!-- Written by scripts/bench/scale.ts (npm run bench:scale -- --write): the latest run only. -->';

const INTRO = `\`npm run bench:scale -- --persist <dir> [--persist <dir> ...]\` (scripts/bench/scale.ts;
\`--help\` lists the options) measures the corpora \`npm run seed:scale -- --articles N --persist
<dir>\` writes (decision 070). For each, it serves the production bundle on that state as \`npm
start -- --persist <dir>\` does (migrations applied, nothing seeded, the cron run once), reads from
its D1 what the routes need (the tag with the most published articles; the location tag with the
fewest that still has a page 50; 5,000 random published article ids; a city name as the rare
word; the hot article's 100th page of comments, found by walking the keyset pages), then loads
each route with autocannon, 10 connections, a warm-up and a few seconds each (the first byte of
the users export: sequential downloads instead). Guest pages carry a new query value per request
(the edge cache never answers); /foryou is the seed's reader@edgewire.test (20 follows), the admin
routes admin@edgewire.test. The ratio divides the largest corpus's p50 by the smallest's; issue 29
bounds it at 2× for reader routes and 3× for search and the back office's list and stats. Same
caveats as above: one shared 2-core machine, the load generator beside workerd and a local SQLite
D1, so compare sizes within one run.`;

/** `existing` with the scale section's run replaced by `body` (the section appended when absent). */
export function mergeScaleRun(existing: string | undefined, body: string): string {
  const block = `${SCALE_START}\n${NOTE}\n\n${body.trim()}\n\n${SCALE_END}`;
  const section = `${SCALE_HEADING}\n\n${INTRO}\n\n${block}\n`;
  if (existing === undefined || existing.trim() === '') return `# Benchmarks\n\n${section}`;
  const start = existing.indexOf(SCALE_START);
  const end = existing.indexOf(SCALE_END);
  if (start === -1 && end === -1) return `${existing.trimEnd()}\n\n${section}`;
  if (start === -1 || end === -1 || end < start) {
    throw new Error(`${DOC_PATH}: found only one of ${SCALE_START} / ${SCALE_END}; fix the markers by hand, nothing was written`);
  }
  return existing.slice(0, start) + block + existing.slice(end + SCALE_END.length);
}
