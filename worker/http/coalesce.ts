/**
 * @module Coalescing a streamed body. React's streaming renderer enqueues a page as dozens of
 * 2-4 KB chunks in one synchronous burst; each becomes its own chunked-encoding frame, which
 * costs both ends more than the render. This transform gathers a burst and emits it as one
 * chunk on the next macrotask (or at 64 KB), so content behind a later Suspense boundary still
 * streams as soon as React produces it.
 */
export function coalesceChunks(maxBytes = 64 * 1024): TransformStream<Uint8Array, Uint8Array> {
  let parts: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let controller!: TransformStreamDefaultController<Uint8Array>;
  const emit = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (size === 0) return;
    const out = parts.length === 1 ? parts[0]! : new Uint8Array(size);
    if (parts.length > 1) {
      let offset = 0;
      for (const p of parts) {
        out.set(p, offset);
        offset += p.length;
      }
    }
    parts = [];
    size = 0;
    controller.enqueue(out);
  };
  return new TransformStream({
    start(c) {
      controller = c;
    },
    transform(chunk) {
      parts.push(chunk);
      size += chunk.byteLength;
      if (size >= maxBytes) emit();
      else timer ??= setTimeout(emit, 0);
    },
    flush: emit,
  });
}
