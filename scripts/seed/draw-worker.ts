/** @module Worker thread for render.ts: draws one image per message and sends its file bytes back. */
import { parentPort } from 'node:worker_threads';
import { drawJob, type ImageJob } from './render';

parentPort?.on('message', (job: ImageJob & { seq: number }) => {
  const image = drawJob(job);
  // Copy into a fresh ArrayBuffer: a PNG may be a view on pngjs's larger pooled buffer.
  const bytes = image.bytes.slice();
  parentPort?.postMessage({ seq: job.seq, image: { ...image, bytes } }, [bytes.buffer]);
});
