/**
 * @module The editors' preview (features/articles/preview-pages.tsx): the banner above a draft
 * shown as readers will see it, and the page an expired or tampered link gets instead.
 */
export function PreviewBanner({ message }: { message: string }) {
  return (
    <section
      aria-label="Preview"
      className="border-b border-plus bg-plus-soft px-4 py-2 text-center text-sm font-semibold text-ink"
      data-preview-banner
    >
      {message}
    </section>
  );
}

export function PreviewRefusedPage({ title, message }: { title: string; message: string }) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-20 text-center" data-preview-refused>
      <p className="text-sm font-bold uppercase tracking-widest text-accent-ink">Preview</p>
      <h1 className="mt-2 text-3xl font-black text-ink">{title}</h1>
      <p className="mt-4 text-ink-2">{message}</p>
      <p className="mt-8">
        <a href="/trending" className="btn btn-primary btn-md">
          Back to Trending
        </a>
      </p>
    </main>
  );
}
