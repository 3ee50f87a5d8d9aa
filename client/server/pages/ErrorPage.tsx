/** @module Error pages (404 and the generic 500) in the site's shell. */
export function ErrorPage({ status, message }: { status: number; message: string }) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p className="text-sm font-bold uppercase tracking-widest text-sky-800 dark:text-sky-300">Error {status}</p>
      <h1 className="mt-2 text-3xl font-black text-slate-900 dark:text-white">
        {status === 404 ? 'We could not find that page.' : message}
      </h1>
      <p className="mt-4 text-slate-700 dark:text-slate-300">{status === 404 ? message : 'Please try again in a moment.'}</p>
      <p className="mt-8">
        <a href="/trending" className="rounded-md bg-sky-700 px-4 py-2 font-semibold text-white">
          Back to Trending
        </a>
      </p>
    </main>
  );
}
