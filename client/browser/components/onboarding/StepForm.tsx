/**
 * @module One onboarding move (Back, Skip, Next, Complete) as a real form: without JavaScript it
 * posts and the server answers with the step's page; once hydrated the island moves by itself.
 */
import type { ReactNode } from 'react';
import { ONBOARDING_POSTS, type OnboardingStep } from '../../../../worker/contracts/onboarding';

type Props = {
  /** The step to go to; none: finish onboarding. */
  to?: OnboardingStep;
  onSubmit: () => void;
  /** The submit button. */
  children: ReactNode;
};

export function StepForm({ to, onSubmit, children }: Props) {
  return (
    <form
      method="post"
      action={to ? ONBOARDING_POSTS.step : ONBOARDING_POSTS.complete}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {to ? <input type="hidden" name="step" value={to} /> : null}
      {children}
    </form>
  );
}
