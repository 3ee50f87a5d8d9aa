/**
 * @module Draws the seed's images on worker threads. Drawing ~400 PNGs is most of the seed's
 * CPU time, so on two cores it pays to split it; one core, or a failed worker start, falls
 * back to drawing in this thread. The images are the same bytes either way.
 */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type GeneratedImage, makeArticleImage, makeAvatar, makeLogo, type Subject } from './images/index';

export interface ImageJob {
  kind: 'article' | 'logo' | 'avatar';
  /** What the image is drawn from: a story's picture key (`subject:composition`), another key, or the name. */
  source: string;
  /** Where it goes in R2. Stories sharing a picture share its drawing, not its object. */
  key: string;
  /** A story's picture (pictures.ts). */
  picture?: { subject: Subject; composition: number };
}

/**
 * Story pictures are drawn at twice the 640x360 the cards and the article hero mostly show, so
 * they stay sharp on high-density screens (the image proxy scales them down to each box).
 */
export const PICTURE_SIZE = { width: 1280, height: 720 } as const;

export const jobKey = (job: Pick<ImageJob, 'kind' | 'source'>) => `${job.kind}:${job.source}`;

export function drawJob(job: ImageJob): GeneratedImage {
  if (job.kind === 'article') return makeArticleImage(job.source, job.picture ? { ...PICTURE_SIZE, picture: job.picture } : {});
  return job.kind === 'logo' ? makeLogo(job.source) : makeAvatar(job.source);
}

export interface RenderOptions {
  threads?: number;
  onImage?: (done: number, total: number, job: ImageJob, image: GeneratedImage) => void;
}

/** Keyed by jobKey. */
export async function renderImages(
  jobs: ImageJob[],
  { threads = defaultThreads(), onImage }: RenderOptions = {},
): Promise<Map<string, GeneratedImage>> {
  const out = new Map<string, GeneratedImage>();
  // Jobs with the same source (stories sharing a picture) are drawn once and reported once each.
  const sharing = new Map<string, ImageJob[]>();
  for (const job of jobs) sharing.set(jobKey(job), [...(sharing.get(jobKey(job)) ?? []), job]);
  const unique = [...sharing.values()].map((group) => group[0] as ImageJob);
  let done = 0;
  const record = (job: ImageJob, image: GeneratedImage) => {
    out.set(jobKey(job), image);
    for (const each of sharing.get(jobKey(job)) ?? []) onImage?.(++done, jobs.length, each, image);
  };
  if (threads > 1) {
    try {
      await renderOnWorkers(unique, threads, record);
      return out;
    } catch (error) {
      process.stderr.write(`seed: drawing on worker threads failed (${(error as Error).message}); drawing in-process\n`);
    }
  }
  for (const job of unique) if (!out.has(jobKey(job))) record(job, drawJob(job));
  return out;
}

function defaultThreads(): number {
  return Math.min(4, availableParallelism());
}

/**
 * Workers start without the parent's TypeScript loader (tsx's hooks do not carry over to worker
 * threads on Node 20, and vitest has its own), so each one registers tsx and then imports the
 * worker module. tsx's CommonJS API build cannot register ESM hooks, hence the .mjs path.
 */
function workerBootstrap(): string {
  const api = new URL('./esm/api/index.mjs', pathToFileURL(createRequire(import.meta.url).resolve('tsx'))).href;
  const entry = new URL('./draw-worker.ts', import.meta.url).href;
  return `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })
    .catch((error) => { console.error(error); process.exit(1); });`;
}

function renderOnWorkers(jobs: ImageJob[], threads: number, record: (job: ImageJob, image: GeneratedImage) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const workers: Worker[] = [];
    let next = 0;
    let done = 0;
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      for (const worker of workers) void worker.terminate();
      if (error) reject(error);
      else resolve();
    };
    const bootstrap = workerBootstrap();
    const feed = (worker: Worker) => {
      if (next < jobs.length) worker.postMessage({ ...jobs[next], seq: next++ });
    };
    for (let i = 0; i < Math.min(threads, jobs.length); i++) {
      const worker = new Worker(bootstrap, { eval: true });
      workers.push(worker);
      worker.on('message', ({ seq, image }: { seq: number; image: GeneratedImage }) => {
        record(jobs[seq] as ImageJob, { ...image, bytes: new Uint8Array(image.bytes) });
        if (++done === jobs.length) finish();
        else feed(worker);
      });
      worker.on('error', (error) => finish(error));
      worker.on('exit', (code) => finish(new Error(`image worker exited with code ${code}`)));
      feed(worker);
    }
    if (jobs.length === 0) finish();
  });
}
