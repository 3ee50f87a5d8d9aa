import { describe, expect, it } from 'vitest';
import {
  canAdvance,
  canGoBack,
  canSkip,
  lastStep,
  nextStep,
  ONBOARDING_STEPS,
  type OnboardingStep,
  parseStep,
  previousStep,
  primaryLabel,
  smsConsentText,
  stepsFor,
} from './onboarding';

describe('onboarding steps', () => {
  it('runs phone, location, interests, payment, finish', () => {
    expect(ONBOARDING_STEPS).toEqual(['phone', 'location', 'interests', 'payment', 'finish']);
    let s: OnboardingStep = ONBOARDING_STEPS[0];
    const seen: OnboardingStep[] = [s];
    while (s !== 'finish') seen.push((s = nextStep(s)));
    expect(seen).toEqual([...ONBOARDING_STEPS]);
    expect(nextStep('finish')).toBe('finish');
    expect(previousStep('interests')).toBe('location');
    expect(previousStep('phone')).toBe('phone');
  });

  it('offers Skip only on the phone step and Back after it', () => {
    expect(ONBOARDING_STEPS.filter(canSkip)).toEqual(['phone']);
    expect(ONBOARDING_STEPS.filter(canGoBack)).toEqual(['location', 'interests', 'payment']);
  });

  it("labels the last real step 'Complete', the others 'Next'", () => {
    expect(['phone', 'location', 'interests', 'payment'].map((s) => primaryLabel(s as never))).toEqual([
      'Next',
      'Next',
      'Next',
      'Complete',
    ]);
  });

  it('needs the SMS consent on the phone step and a followed interest on the interests step', () => {
    const none = { smsConsent: false, interestCount: 0 };
    expect(canAdvance('phone', none)).toBe(false);
    expect(canAdvance('phone', { ...none, smsConsent: true })).toBe(true);
    expect(canAdvance('location', none)).toBe(true);
    expect(canAdvance('interests', none)).toBe(false);
    expect(canAdvance('interests', { ...none, interestCount: 1 })).toBe(true);
    expect(canAdvance('payment', none)).toBe(true);
    expect(canAdvance('finish', none)).toBe(false);
  });

  it('opens on a known step, never on finish', () => {
    expect(parseStep('interests')).toBe('interests');
    expect(parseStep('finish')).toBe('phone');
    expect(parseStep('nope')).toBe('phone');
    expect(parseStep(undefined)).toBe('phone');
  });

  it('shows the opt-in short code in the consent text', () => {
    expect(smsConsentText('36363')).toContain('36363');
  });

  it('leaves payment out for a reader who has Plus: interests is the last step and reads Complete', () => {
    expect(stepsFor(true)).toEqual(['phone', 'location', 'interests', 'finish']);
    expect(stepsFor(false)).toEqual(ONBOARDING_STEPS);
    expect(nextStep('interests', true)).toBe('finish');
    expect(primaryLabel('interests', true)).toBe('Complete');
    expect(primaryLabel('interests', false)).toBe('Next');
    expect(previousStep('finish', true)).toBe('interests');
    expect([lastStep(true), lastStep(false)]).toEqual(['interests', 'payment']);
    expect(parseStep('payment', true)).toBe('interests');
    expect(parseStep('payment', false)).toBe('payment');
  });
});
