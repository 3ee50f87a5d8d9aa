/** @module Worker thread for render.ts: draws one image per message and sends the PNG back. */
import { parentPort } from 'node:worker_threads';
import { drawJob, type ImageJob } from './render';

parentPort?.on('message', (job: ImageJob & { seq: number }) => {
  const image = drawJob(job);
  // Copy into a fresh ArrayBuffer: the PNG may be a view on pngjs's larger pooled buffer.
  const png = image.png.slice();
  parentPort?.postMessage({ seq: job.seq, image: { ...image, png } }, [png.buffer]);
});
