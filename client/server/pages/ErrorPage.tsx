/** @module Error pages (404 and the generic 500) in the site's shell. */
import { containerClass } from '../../browser/components/ui/Container';
export function ErrorPage({ status, message }: { status: number; message: string }) {
  return (
    <main id="main" className={containerClass('reading', 'py-20')}>
      <p className="text-sm font-bold uppercase tracking-widest text-accent-ink">Error {status}</p>
      <h1 className="mt-2 text-3xl font-black text-ink">{status === 404 ? 'We could not find that page.' : message}</h1>
      <p className="mt-4 text-ink-2">{status === 404 ? message : 'Please try again in a moment.'}</p>
      <p className="mt-8">
        <a href="/trending" className="btn btn-primary btn-md">
          Back to Trending
        </a>
      </p>
    </main>
  );
}
