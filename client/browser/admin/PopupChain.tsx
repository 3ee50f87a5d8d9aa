/**
 * @module The popup editor's trigger chain builder: an ordered list of steps, each with its
 * conditions. Rendered on the server inside the editor's form, its Add, Remove and Move buttons
 * are submit buttons named `op` (add-step, remove-step-N, up-N, down-N): without JavaScript they
 * post the form back and the page comes again with the chain changed, nothing saved. Once hydrated
 * the same buttons change the list in place. The fields are posted under the API's error paths
 * (`config.trigger.N.delay`), so a refused save puts each message on its field.
 */
import { type MouseEvent, useRef, useState } from 'react';
import type { ApiErrorItem } from '../../../worker/contracts/envelope';
import { fieldMessage } from '../../../worker/contracts/forms';
import { applyStepOp, fieldId, parseStepOp, type StepValues, stepField } from './popup-form';
import { rowFields } from './row-fields';

export type PopupChainProps = {
  steps: StepValues[];
  errors: ApiErrorItem[];
  /** The spec's user states (contracts/admin-popups.ts POPUP_USER_STATES), passed in to keep zod out of the bundle. */
  userStates: readonly string[];
  max: number;
  /** Where the op buttons post (the editor's own address, with #trigger to land back here). */
  action: string;
};

type Keyed = StepValues & { key: number };

function StepFields({
  i,
  step,
  errors,
  userStates,
  onChange,
}: {
  i: number;
  step: Keyed;
  errors: ApiErrorItem[];
  userStates: readonly string[];
  onChange: (patch: Partial<StepValues>) => void;
}) {
  const { input, select, check } = rowFields<StepValues>({
    id: (k) => fieldId(stepField(i, k)),
    name: (k) => stepField(i, k),
    error: (k) => fieldMessage(errors, stepField(i, k)),
    values: step,
    onChange,
    errorClass: 'field-error text-xs',
  });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {select(
        'userState',
        'User state',
        userStates.map((s) => [s, s] as const),
        'No condition',
      )}
      {input('urlMatch', 'URL contains', { placeholder: '/article/', maxLength: 200 })}
      {input('scrollDepth', 'Scroll depth (%)', { type: 'number', min: 0, max: 100, step: 1, inputMode: 'numeric' })}
      {input('delay', 'Delay (s)', { type: 'number', min: 0, max: 3600, step: 'any', inputMode: 'decimal' })}
      {check('missingEmail', 'Reader has no e-mail')}
      {check('missingPhone', 'Reader has no phone')}
    </div>
  );
}

export function PopupChain({ steps: initial, errors: initialErrors, userStates, max, action }: PopupChainProps) {
  const next = useRef(initial.length);
  const [steps, setSteps] = useState<Keyed[]>(() => initial.map((s, key) => ({ ...s, key })));
  const [errors, setErrors] = useState(initialErrors);
  const [status, setStatus] = useState('');

  // With JavaScript the buttons change the list here instead of posting; server-side errors name
  // steps by position, so they are cleared once the positions move.
  function run(event: MouseEvent<HTMLButtonElement>) {
    const op = parseStepOp(event.currentTarget.value);
    if (!op) return;
    event.preventDefault();
    const changed = applyStepOp(steps, op, max) as Keyed[];
    if (op.kind === 'add' && changed.length > steps.length) changed[changed.length - 1] = { ...changed.at(-1)!, key: next.current++ };
    setSteps(changed);
    setErrors([]);
    const n = op.kind === 'add' ? changed.length : op.index + 1;
    setStatus({ add: `Step ${n} added.`, remove: `Step ${n} removed.`, up: `Step ${n} moved up.`, down: `Step ${n} moved down.` }[op.kind]);
  }

  /** `step`: the step a button acts on, named for screen readers ("Move up step 2"). */
  const opButton = (value: string, label: string, disabled = false, step?: number) => (
    <button
      type="submit"
      name="op"
      value={value}
      formAction={action}
      formNoValidate
      onClick={run}
      disabled={disabled}
      className="btn btn-quiet btn-sm"
    >
      {label}
      {step === undefined ? null : <span className="sr-only"> step {step + 1}</span>}
    </button>
  );
  const chainError = fieldMessage(errors, 'config.trigger');

  return (
    <fieldset id="trigger" className="panel flex flex-col gap-3">
      <legend className="px-1 font-semibold text-ink">Trigger chain</legend>
      <p className="field-hint mt-0">
        Steps are met in order; each is met when all its conditions hold. No steps: the popup shows at once.
      </p>
      {chainError ? (
        <p className="form-error" data-field-error="config.trigger">
          {chainError}
        </p>
      ) : null}
      {steps.length === 0 ? <p className="text-sm text-ink-3">No steps.</p> : null}
      <ol className="flex flex-col gap-3">
        {steps.map((step, i) => {
          const stepError = fieldMessage(errors, `config.trigger.${i}`);
          return (
            <li key={step.key} className="rounded-card border border-line bg-raised p-3" data-step={i}>
              <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-sm font-semibold text-ink">Step {i + 1}</h3>
                <div className="flex flex-wrap gap-1">
                  {opButton(`up-${i}`, 'Move up', i === 0, i)}
                  {opButton(`down-${i}`, 'Move down', i === steps.length - 1, i)}
                  {opButton(`remove-step-${i}`, 'Remove', false, i)}
                </div>
              </div>
              {stepError ? (
                <p className="form-error mb-2" data-field-error={`config.trigger.${i}`}>
                  {stepError}
                </p>
              ) : null}
              <StepFields
                i={i}
                step={step}
                errors={errors}
                userStates={userStates}
                onChange={(patch) => setSteps((all) => all.map((s) => (s.key === step.key ? { ...s, ...patch } : s)))}
              />
            </li>
          );
        })}
      </ol>
      <div className="flex items-center gap-3">
        {opButton('add-step', 'Add step', steps.length >= max)}
        <span className="text-xs text-ink-3">
          {steps.length} of at most {max}
        </span>
      </div>
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
    </fieldset>
  );
}
