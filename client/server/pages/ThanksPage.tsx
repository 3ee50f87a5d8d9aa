/** @module /thanks: the early-access thank-you page (no site header, like the funnel pages). */
import { ButtonLink } from '../../browser/components/ui/Button';
import { Logo } from '../../browser/components/ui/Logo';

export function ThanksPage() {
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center">
      <Logo />
      <h1 className="mt-10 text-4xl font-black tracking-tight text-ink">Thank you for joining early access!</h1>
      <p className="mt-4 text-lg leading-relaxed text-ink-2">
        You are on the list for Edgewire Plus. We will e-mail you as soon as your account is ready, and your first month will be free.
      </p>
      <p className="mt-2 text-ink-2">Until then, the day’s top stories are waiting for you.</p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink variant="primary" href="/trending">
          Start Reading
        </ButtonLink>
        <ButtonLink href="/about">About Edgewire</ButtonLink>
      </p>
    </main>
  );
}
