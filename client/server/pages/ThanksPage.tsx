/** @module /thanks: the early-access thank-you page (no site header, like the funnel pages). */

export function ThanksPage() {
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center">
      <a href="/trending" className="text-2xl font-black tracking-tight text-ink" aria-label="Edgewire home">
        Edge<span className="text-accent-ink">wire</span>
      </a>
      <h1 className="mt-10 text-4xl font-black tracking-tight text-ink">Thank you for joining early access!</h1>
      <p className="mt-4 text-lg leading-relaxed text-ink-2">
        You are on the list for Edgewire Plus. We will e-mail you as soon as your account is ready, and your first month will be free.
      </p>
      <p className="mt-2 text-ink-2">Until then, the day’s top stories are waiting for you.</p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/trending" className="btn btn-primary btn-md">
          Start Reading
        </a>
        <a href="/about" className="rounded-md border border-line-strong px-5 py-2.5 font-semibold text-ink">
          About Edgewire
        </a>
      </p>
    </main>
  );
}
