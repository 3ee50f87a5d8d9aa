/**
 * @module Onboarding ('Customize your experience'): the step machine and the location filter,
 * shared by the onboarding island and its API. Steps: phone, location, interests, payment, finish
 * (finish is not a screen: it sends the reader to /trending); payment only for a reader without Plus.
 */

export const ONBOARDING_TITLE = 'Customize your experience';
export const ONBOARDING_STEPS = ['phone', 'location', 'interests', 'payment', 'finish'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export const ONBOARDING_DONE_PATH = '/trending';

/** Where each step's form posts without JavaScript (the server answers with the next step's page). */
export const ONBOARDING_POSTS = { phone: '/onboarding/phone', step: '/onboarding/step', complete: '/onboarding/complete' } as const;
/** The page of one step (the island keeps the address in step with it, so a reload reopens it). */
export const stepPath = (s: OnboardingStep) => `/onboarding?step=${s}`;

export type StepState = {
  /** The SMS-consent box on the phone step. */
  smsConsent: boolean;
  /** Category and topic tags the reader follows right now. */
  interestCount: number;
};

/**
 * The steps a reader goes through: a reader who already has Plus (paid in the funnel before
 * signing up, or on the way here) has nothing to pay for, so payment is left out and interests
 * is the last real step.
 */
export const stepsFor = (plus: boolean): readonly OnboardingStep[] =>
  plus ? ONBOARDING_STEPS.filter((s) => s !== 'payment') : ONBOARDING_STEPS;

const index = (s: OnboardingStep, plus = false) => stepsFor(plus).indexOf(s);

export const nextStep = (s: OnboardingStep, plus = false): OnboardingStep => {
  const steps = stepsFor(plus);
  return steps[Math.min(index(s, plus) + 1, steps.length - 1)]!;
};
export const previousStep = (s: OnboardingStep, plus = false): OnboardingStep => stepsFor(plus)[Math.max(index(s, plus) - 1, 0)]!;

/** Skip exists only on the phone step. */
export const canSkip = (s: OnboardingStep) => s === 'phone';
/** Back exists on every screen after the first. */
export const canGoBack = (s: OnboardingStep) => ONBOARDING_STEPS.indexOf(s) > 0 && s !== 'finish';
/** The last real step (the one before finish) reads 'Complete'; the others 'Next'. */
export const primaryLabel = (s: OnboardingStep, plus = false) => (nextStep(s, plus) === 'finish' ? 'Complete' : 'Next');

/**
 * Whether the primary button may advance: the phone step needs the SMS-consent box ticked
 * (Skip is the way past it without consent); interests need at least one followed category or
 * topic (that is what makes a reader onboarded).
 */
export function canAdvance(s: OnboardingStep, state: StepState): boolean {
  if (s === 'phone') return state.smsConsent;
  if (s === 'interests') return state.interestCount > 0;
  return s !== 'finish';
}

/** Steps after interests need a followed category or topic: the server's check of Next on interests. */
export const needsInterests = (s: OnboardingStep) => ONBOARDING_STEPS.indexOf(s) > ONBOARDING_STEPS.indexOf('interests');

/** `?step=` → a step the page can open on (finish never: it is a redirect). */
export function parseStep(raw: string | null | undefined, plus = false): OnboardingStep {
  if (plus && raw === 'payment') return 'interests';
  return ONBOARDING_STEPS.find((s) => s === raw && s !== 'finish') ?? 'phone';
}

/** The last screen, where Complete is: the step a failed Complete comes back to. */
export const lastStep = (plus: boolean): OnboardingStep => previousStep('finish', plus);

/** The consent text, with the SMS opt-in short code from configuration. */
export const smsConsentText = (shortCode: string) =>
  `I agree to receive breaking news and account text messages from Edgewire. Message and data rates may apply; reply STOP to ${shortCode} to opt out or HELP for help. Text JOIN to ${shortCode} to opt in.`;
