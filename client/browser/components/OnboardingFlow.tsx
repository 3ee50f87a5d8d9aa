/**
 * @module Onboarding, 'Customize your experience' (an island): phone (SMS consent required unless
 * skipped), location, interests (at least one category or topic), payment (the real one, or Complete
 * without paying: onboarding/PaymentStep.tsx; left out for a reader who has Plus), then finish → /trending.
 * The step machine is worker/contracts/onboarding.ts; follows are saved as they are toggled. Every
 * move is a real form (the server runs the same steps without JavaScript); once hydrated the island
 * moves between steps itself and calls the API.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { ACCOUNT_MESSAGES as A, type FollowTagView, isPhone } from '../../../worker/contracts/account';
import { type FormFeedback, fieldMessage, formMessage } from '../../../worker/contracts/forms';
import { canAdvance, nextStep, type OnboardingStep, stepPath, stepsFor } from '../../../worker/contracts/onboarding';
import { callApi } from '../lib/api';
import { followMapOf, useFollows } from '../lib/follows';
import { useHydrated } from '../lib/hydrated';
import { toast } from '../lib/toast';
import { InterestGroups } from './account/InterestFollows';
import { type LocationFilter, LocationPicker } from './account/LocationPicker';
import { type OnboardingPayment, PaymentStep } from './onboarding/PaymentStep';
import { PhoneStep } from './onboarding/PhoneStep';
import { StepNav } from './onboarding/StepNav';
import { SUBSCRIBE_RELOAD_MS } from './subscribe/PaymentForm';
import { FormError } from './ui/Field';

export type OnboardingFlowProps = {
  start: OnboardingStep;
  phone: string;
  shortCode: string;
  interests: { title: string; tags: FollowTagView[] }[];
  locations: { tags: FollowTagView[]; total: number };
  myLocations: FollowTagView[];
  /** The location step's state and search, when its page was asked for them (?state=, ?q=). */
  locationFilter?: LocationFilter;
  /** The payment step's offer (coupon, free month, Stripe.js); null for a reader who has Plus already. */
  payment: OnboardingPayment;
  /** What the server said when a step posted without JavaScript came back with a problem. */
  feedback?: FormFeedback;
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

export function OnboardingFlow({
  start,
  phone: initialPhone,
  shortCode,
  interests,
  locations,
  myLocations,
  locationFilter,
  payment,
  feedback,
}: OnboardingFlowProps) {
  const id = useId();
  const plus = payment === null;
  const errors = feedback?.errors ?? [];
  const [step, setStep] = useState<OnboardingStep>(start);
  const [phone, setPhone] = useState(feedback?.values.phone ?? initialPhone);
  const [consent, setConsent] = useState(feedback?.values.sms_consent === 'true');
  const [phoneError, setPhoneError] = useState<string | null>(fieldMessage(errors, 'phone'));
  const [notice, setNotice] = useState<string | null>(formMessage(errors, ['phone']));
  const [busy, setBusy] = useState(false);
  // Before the script runs nothing is disabled: the server checks the same rules on each post.
  const hydrated = useHydrated();
  const { followed, toggle } = useFollows('tags', followMapOf([...interests.flatMap((g) => g.tags), ...locations.tags, ...myLocations]));
  const onToggle = (tagId: number) => void toggle(tagId);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const interestCount = interests.flatMap((g) => g.tags).filter((t) => followed[t.id]).length;
  const ready = canAdvance(step, { smsConsent: consent, interestCount });

  // Each new step is announced by moving focus to its heading; a reload reopens the same step.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
    history.replaceState(null, '', stepPath(step));
  }, [step]);

  function go(to: OnboardingStep) {
    setNotice(null);
    setStep(to);
  }

  async function savePhone(values: Record<string, string>) {
    if (!ready || busy) return;
    const number = values.phone ?? '';
    if (!isPhone(number)) return setPhoneError(A.phoneInvalid);
    setBusy(true);
    const res = await callApi('/api/onboarding/phone', { phone: number.trim(), sms_consent: values.sms_consent === 'true' });
    setBusy(false);
    if (!res.ok) return res.path === 'phone' ? setPhoneError(res.message) : toast('error', res.message);
    go(nextStep(step, plus));
  }

  async function complete() {
    if (busy) return;
    setBusy(true);
    const res = await callApi<{ next: string }>('/api/onboarding/complete', {});
    if (!res.ok) {
      setBusy(false);
      return toast('error', res.message);
    }
    window.location.assign(res.data.next);
  }

  const hintId = `${id}-hint`;
  const hint =
    step === 'phone' && !consent
      ? 'Tick the box to continue, or Skip this step.'
      : step === 'interests' && interestCount === 0
        ? A.interestRequired
        : null;
  const phoneForm = `${id}-phone-form`;
  return (
    <div className="flex flex-col gap-8" data-onboarding={step}>
      <ol className="flex flex-wrap gap-2 text-sm" aria-label="Steps">
        {stepsFor(plus)
          .filter((s) => s !== 'finish')
          .map((s, i) => (
            <li
              key={s}
              aria-current={s === step ? 'step' : undefined}
              className={`rounded-full px-3 py-1 font-semibold ${s === step ? 'bg-accent text-on-accent' : 'bg-sunken text-ink-2'}`}
            >
              {i + 1}. {LABELS[s]}
            </li>
          ))}
      </ol>
      <section aria-labelledby={`${id}-title`} className="flex flex-col gap-5">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-2xl font-black tracking-tight text-ink outline-none">
          {TITLES[step]}
        </h2>
        {step === 'phone' ? (
          <PhoneStep
            formId={phoneForm}
            phone={phone}
            onPhone={(value) => {
              setPhone(value);
              setPhoneError(null);
            }}
            error={phoneError}
            consent={consent}
            onConsent={setConsent}
            shortCode={shortCode}
            onSubmit={(values) => void savePhone(values)}
          />
        ) : null}
        {step === 'location' ? (
          <LocationPicker
            initial={locations}
            filter={locationFilter}
            mine={myLocations}
            followed={followed}
            onToggle={onToggle}
            back="/onboarding?step=location"
          />
        ) : null}
        {step === 'interests' ? (
          <InterestGroups groups={interests} followed={followed} onToggle={onToggle} back="/onboarding?step=interests" />
        ) : null}
        {step === 'payment' ? (
          // Paid: 'Subscription created!' shows for the spec's 2 s, then onboarding finishes.
          <PaymentStep offer={payment} onPaid={() => setTimeout(() => void complete(), SUBSCRIBE_RELOAD_MS)} />
        ) : null}
        <FormError id={`${id}-notice`} message={notice} />
      </section>
      <StepNav
        step={step}
        plus={plus}
        phoneForm={phoneForm}
        disabled={hydrated && (!ready || busy)}
        busy={busy}
        describedBy={hint ? hintId : undefined}
        onGo={go}
        onNext={(to) => ready && go(to)}
        onComplete={() => void complete()}
      />
      {hint ? (
        <p id={hintId} className="-mt-5 text-right text-sm text-ink-2">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
