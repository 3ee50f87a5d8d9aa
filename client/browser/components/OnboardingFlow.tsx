/**
 * @module Onboarding, 'Customize your experience' (an island): phone (SMS consent required unless
 * skipped), location, interests (at least one category or topic), payment, then finish → /trending.
 * The step machine is worker/contracts/onboarding.ts; follows are saved as they are toggled.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { ACCOUNT_MESSAGES as A, type FollowTagView, isPhone } from '../../../worker/contracts/account';
import {
  canAdvance,
  canGoBack,
  canSkip,
  nextStep,
  ONBOARDING_STEPS,
  type OnboardingStep,
  previousStep,
  primaryLabel,
  smsConsentText,
} from '../../../worker/contracts/onboarding';
import { callApi } from '../lib/api';
import { followMapOf, useFollows } from '../lib/follows';
import { toast } from '../lib/toast';
import { LocationPicker } from './account/LocationPicker';
import { TagChips } from './account/TagChips';
import { Field } from './fields';

export type OnboardingFlowProps = {
  start: OnboardingStep;
  phone: string;
  shortCode: string;
  interests: { title: string; tags: FollowTagView[] }[];
  locations: { tags: FollowTagView[]; total: number };
  myLocations: FollowTagView[];
};

const TITLES: Record<OnboardingStep, string> = {
  phone: 'Get text alerts',
  location: 'Choose your locations',
  interests: 'Pick your interests',
  payment: 'Go ad-free with Edgewire Plus',
  finish: 'All set',
};
const LABELS: Record<OnboardingStep, string> = {
  phone: 'Phone',
  location: 'Location',
  interests: 'Interests',
  payment: 'Payment',
  finish: 'Finish',
};
const PRIMARY = 'rounded-md bg-sky-700 px-6 py-2.5 font-semibold text-white hover:bg-sky-800 disabled:opacity-60';
const SECONDARY =
  'rounded-md border border-slate-400 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-900';
const H3 = 'text-lg font-bold text-slate-900 dark:text-white';

export function OnboardingFlow({ start, phone: initialPhone, shortCode, interests, locations, myLocations }: OnboardingFlowProps) {
  const id = useId();
  const [step, setStep] = useState<OnboardingStep>(start);
  const [phone, setPhone] = useState(initialPhone);
  const [consent, setConsent] = useState(false);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { followed, toggle } = useFollows('tags', followMapOf([...interests.flatMap((g) => g.tags), ...locations.tags, ...myLocations]));
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const interestCount = interests.flatMap((g) => g.tags).filter((t) => followed[t.id]).length;
  const ready = canAdvance(step, { smsConsent: consent, interestCount });

  // Each new step is announced by moving focus to its heading; a reload reopens the same step.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
    history.replaceState(null, '', `/onboarding?step=${step}`);
  }, [step]);

  async function primary() {
    if (!ready || busy) return;
    if (step === 'phone') {
      if (!isPhone(phone)) return setPhoneError(A.phoneInvalid);
      setBusy(true);
      const res = await callApi('/api/onboarding/phone', { phone: phone.trim(), sms_consent: consent });
      setBusy(false);
      if (!res.ok) return res.path === 'phone' ? setPhoneError(res.message) : toast('error', res.message);
    }
    if (nextStep(step) === 'finish') {
      setBusy(true);
      const res = await callApi<{ next: string }>('/api/onboarding/complete', {});
      if (!res.ok) {
        setBusy(false);
        return toast('error', res.message);
      }
      return window.location.assign(res.data.next);
    }
    setStep(nextStep(step));
  }

  const hintId = `${id}-hint`;
  const hint =
    step === 'phone' && !consent
      ? 'Tick the box to continue, or Skip this step.'
      : step === 'interests' && interestCount === 0
        ? A.interestRequired
        : null;
  return (
    <div className="flex flex-col gap-8" data-onboarding={step}>
      <ol className="flex flex-wrap gap-2 text-sm" aria-label="Steps">
        {ONBOARDING_STEPS.filter((s) => s !== 'finish').map((s, i) => (
          <li
            key={s}
            aria-current={s === step ? 'step' : undefined}
            className={`rounded-full px-3 py-1 font-semibold ${s === step ? 'bg-sky-800 text-white dark:bg-sky-300 dark:text-slate-950' : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200'}`}
          >
            {i + 1}. {LABELS[s]}
          </li>
        ))}
      </ol>
      <section aria-labelledby={`${id}-title`} className="flex flex-col gap-5">
        <h2
          id={`${id}-title`}
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-black tracking-tight text-slate-900 outline-none dark:text-white"
        >
          {TITLES[step]}
        </h2>
        {step === 'phone' ? (
          <>
            <p className="text-slate-700 dark:text-slate-300">Breaking news and account alerts by text message.</p>
            <Field
              id={`${id}-phone`}
              label="Phone number"
              name="phone"
              type="tel"
              autoComplete="tel"
              value={phone}
              onChange={(e) => {
                setPhone(e.target.value);
                setPhoneError(null);
              }}
              error={phoneError}
            />
            <label htmlFor={`${id}-consent`} className="flex items-start gap-3 text-sm text-slate-800 dark:text-slate-200">
              <input
                id={`${id}-consent`}
                type="checkbox"
                checked={consent}
                onChange={(e) => setConsent(e.target.checked)}
                className="mt-0.5 h-4 w-4 shrink-0 accent-sky-700"
                data-sms-consent
              />
              <span>{smsConsentText(shortCode)}</span>
            </label>
          </>
        ) : null}
        {step === 'location' ? (
          <LocationPicker initial={locations} mine={myLocations} followed={followed} onToggle={(t) => void toggle(t)} heading="h3" />
        ) : null}
        {step === 'interests'
          ? interests.map((g) => (
              <section key={g.title} aria-label={g.title} className="flex flex-col gap-3">
                <h3 className={H3}>{g.title}</h3>
                <TagChips tags={g.tags} followed={followed} onToggle={(t) => void toggle(t)} label={g.title} empty="No results" />
              </section>
            ))
          : null}
        {step === 'payment' ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-slate-700 dark:text-slate-300">
              Edgewire Plus removes ads, unlocks Plus stories and unlimited local news from over 200 US cities. The first month is free.
            </p>
            <a href="/landing" className="font-semibold text-sky-800 underline dark:text-sky-300">
              See Edgewire Plus plans
            </a>
            <p className="text-sm text-slate-700 dark:text-slate-300">Not now? Complete to start reading for free.</p>
          </div>
        ) : null}
      </section>
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-6 dark:border-slate-800">
        {canGoBack(step) ? (
          <button type="button" className={SECONDARY} onClick={() => setStep(previousStep(step))}>
            Back
          </button>
        ) : null}
        <span className="flex-1" />
        {canSkip(step) ? (
          <button type="button" className={SECONDARY} onClick={() => setStep(nextStep(step))}>
            Skip
          </button>
        ) : null}
        <button
          type="button"
          className={PRIMARY}
          onClick={() => void primary()}
          disabled={!ready || busy}
          aria-describedby={hint ? hintId : undefined}
        >
          {busy ? 'Saving…' : primaryLabel(step)}
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="-mt-5 text-right text-sm text-slate-700 dark:text-slate-300">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
