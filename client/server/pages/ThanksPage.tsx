/** @module /thanks: the early-access thank-you page (no site header, like the funnel pages). */

export function ThanksPage() {
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center">
      <a href="/trending" className="text-2xl font-black tracking-tight text-slate-900 dark:text-white" aria-label="Edgewire home">
        Edge<span className="text-sky-700 dark:text-sky-400">wire</span>
      </a>
      <h1 className="mt-10 text-4xl font-black tracking-tight text-slate-900 dark:text-white">Thank you for joining early access!</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
        You are on the list for Edgewire Plus. We will e-mail you as soon as your account is ready, and your first month will be free.
      </p>
      <p className="mt-2 text-slate-700 dark:text-slate-300">Until then, the day’s top stories are waiting for you.</p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/trending" className="rounded-md bg-sky-700 px-5 py-2.5 font-semibold text-white hover:bg-sky-800">
          Start Reading
        </a>
        <a
          href="/about"
          className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold text-slate-900 dark:border-slate-600 dark:text-white"
        >
          About Edgewire
        </a>
      </p>
    </main>
  );
}
