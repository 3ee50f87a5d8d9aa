/** @module /onboarding, 'Customize your experience': the heading and the onboarding island. */
import { ONBOARDING_TITLE } from '../../../worker/contracts/onboarding';
import type { OnboardingFlowProps } from '../../browser/components/OnboardingFlow';
import { Island } from '../islands';

export function OnboardingPage(props: OnboardingFlowProps) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <h1 className="text-3xl font-black tracking-tight text-ink md:text-4xl">{ONBOARDING_TITLE}</h1>
      <p className="mt-2 text-ink-2">A few quick choices so Edgewire shows you the news you care about.</p>
      <div className="mt-8">
        <Island name="OnboardingFlow" props={props} />
      </div>
    </main>
  );
}
