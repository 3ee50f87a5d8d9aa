/**
 * @module Onboarding's footer: Back, Skip and the primary move (Next, or Complete on the last
 * step), each a real form (StepForm). On the phone step the primary button submits the phone form.
 */
import { canGoBack, canSkip, nextStep, type OnboardingStep, previousStep, primaryLabel } from '../../../../worker/contracts/onboarding';
import { StepForm } from './StepForm';

const PRIMARY = 'btn btn-primary btn-md';
const SECONDARY = 'btn btn-secondary btn-md';

type Props = {
  step: OnboardingStep;
  /** The reader has Plus: no payment step (contracts/onboarding.ts stepsFor). */
  plus: boolean;
  /** The id of the phone step's form. */
  phoneForm: string;
  disabled: boolean;
  busy: boolean;
  describedBy?: string;
  /** Back and Skip: always allowed. */
  onGo: (to: OnboardingStep) => void;
  /** Next: the flow checks the step's rule first. */
  onNext: (to: OnboardingStep) => void;
  onComplete: () => void;
};

export function StepNav({ step, plus, phoneForm, disabled, busy, describedBy, onGo, onNext, onComplete }: Props) {
  const next = nextStep(step, plus);
  const move = (to: OnboardingStep, label: string) => (
    <StepForm to={to} onSubmit={() => onGo(to)}>
      <button type="submit" className={SECONDARY}>
        {label}
      </button>
    </StepForm>
  );
  const primary = (
    <button
      type="submit"
      form={step === 'phone' ? phoneForm : undefined}
      className={PRIMARY}
      disabled={disabled}
      aria-describedby={describedBy}
    >
      {busy ? 'Saving…' : primaryLabel(step, plus)}
    </button>
  );
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-line pt-6">
      {canGoBack(step) ? move(previousStep(step, plus), 'Back') : null}
      <span className="flex-1" />
      {canSkip(step) ? move(next, 'Skip') : null}
      {step === 'phone' ? (
        primary
      ) : next === 'finish' ? (
        <StepForm onSubmit={onComplete}>{primary}</StepForm>
      ) : (
        <StepForm to={next} onSubmit={() => onNext(next)}>
          {primary}
        </StepForm>
      )}
    </div>
  );
}
