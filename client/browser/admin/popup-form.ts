/**
 * @module The popup editor's form, both ways: the posted fields (named by the API's error paths:
 * `config.title`, `config.trigger.2.delay`) to the API's body, a saved popup to the form's values,
 * and the trigger chain's step operations (add, remove, move). Pure and zod-free: the form post
 * (worker/features/popups/admin-forms.ts) and the islands (PopupChain, PopupPreview) run
 * the same code, so a preview sends exactly what a save would.
 */
import type { PopupDto, PopupTriggerStep } from '../../../worker/contracts/admin-popups';
import { ticked } from '../../../worker/contracts/forms';

/** One trigger step as the form holds it: text as typed, the two switches as checkboxes. */
export type StepValues = {
  userState: string;
  urlMatch: string;
  scrollDepth: string;
  delay: string;
  missingEmail: boolean;
  missingPhone: boolean;
};

export const CONFIG_TEXT = [
  'title',
  'subtitle',
  'body',
  'actionText',
  'actionUrl',
  'frequency',
  'position',
  'size',
  'imageUrl',
  'textColor',
] as const;
type ConfigText = (typeof CONFIG_TEXT)[number];

export type PopupFormValues = { type: string; is_active: boolean; steps: StepValues[] } & Record<ConfigText, string>;

/** A new step: the spec's default wait of 2 seconds, so it already is a condition. */
export const NEW_STEP: StepValues = { userState: '', urlMatch: '', scrollDepth: '', delay: '2', missingEmail: false, missingPhone: false };

export const NEW_POPUP: PopupFormValues = {
  type: 'generic-1',
  is_active: false,
  title: '',
  subtitle: '',
  body: '',
  actionText: '',
  actionUrl: '',
  frequency: '1',
  position: 'center',
  size: 'medium',
  imageUrl: '',
  textColor: '',
  steps: [],
};

/** The name a step field is posted under (the API's error path for it). */
export const stepField = (i: number, key: keyof StepValues) => `config.trigger.${i}.${key}`;

/** The element id of the control posted as `name` (the error summary links to it). */
export const fieldId = (name: string) => `popup-${name.replaceAll('.', '-')}`;

/**
 * The places of the trigger steps the fields name, in order (`config.trigger.2.delay` and
 * `config.trigger.0.delay` give [0, 2]), as the form route nests them on the server.
 */
function stepIndexes(fields: Record<string, string>): number[] {
  const named = Object.keys(fields)
    .map((k) => /^config\.trigger\.(\d{1,2})\./.exec(k)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number);
  return [...new Set(named)].sort((a, b) => a - b);
}

/** The form's values from the posted fields (a missing field reads as empty). */
export function valuesFromFields(fields: Record<string, string>): PopupFormValues {
  const steps = stepIndexes(fields).map((i) => ({
    userState: fields[stepField(i, 'userState')] ?? '',
    urlMatch: fields[stepField(i, 'urlMatch')] ?? '',
    scrollDepth: fields[stepField(i, 'scrollDepth')] ?? '',
    delay: fields[stepField(i, 'delay')] ?? '',
    missingEmail: ticked(fields[stepField(i, 'missingEmail')]),
    missingPhone: ticked(fields[stepField(i, 'missingPhone')]),
  }));
  const text = Object.fromEntries(CONFIG_TEXT.map((k) => [k, fields[`config.${k}`] ?? ''])) as Record<ConfigText, string>;
  return { type: fields.type ?? '', is_active: ticked(fields.is_active), steps, ...text };
}

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** A saved popup as the form shows it. */
export function valuesFromPopup(p: Pick<PopupDto, 'type' | 'is_active' | 'config'>): PopupFormValues {
  const c = p.config as Partial<PopupDto['config']>;
  const trigger: Partial<PopupTriggerStep>[] = Array.isArray(c.trigger) ? c.trigger : [];
  const text = Object.fromEntries(CONFIG_TEXT.map((k) => [k, str(c[k])])) as Record<ConfigText, string>;
  const steps = trigger.map((s) => ({
    userState: str(s.userState),
    urlMatch: str(s.urlMatch),
    scrollDepth: str(s.scrollDepth),
    delay: str(s.delay),
    missingEmail: s.missingEmail === true,
    missingPhone: s.missingPhone === true,
  }));
  return { type: p.type, is_active: p.is_active, steps, ...text };
}

/** '' leaves the field out (the schema's default applies); anything else is a number, or NaN for the schema to refuse. */
const num = (v: string) => (v.trim() === '' ? undefined : Number(v));
const text = (v: string) => (v === '' ? undefined : v);

/** The API's body (PopupCreate, and a whole-config PopupPatch): the schema checks it, not this. */
export function bodyFromValues(v: PopupFormValues) {
  const trigger = v.steps.map((s) => ({
    userState: text(s.userState),
    urlMatch: text(s.urlMatch),
    scrollDepth: num(s.scrollDepth),
    delay: num(s.delay),
    missingEmail: s.missingEmail || undefined,
    missingPhone: s.missingPhone || undefined,
  }));
  return {
    type: v.type,
    is_active: v.is_active,
    config: {
      title: v.title,
      subtitle: v.subtitle,
      body: v.body,
      actionText: v.actionText,
      actionUrl: v.actionUrl,
      frequency: num(v.frequency),
      trigger,
      position: text(v.position),
      size: text(v.size),
      imageUrl: v.imageUrl,
      textColor: v.textColor,
    },
  };
}

/** The trigger chain's buttons post `op`: add-step, remove-step-N, up-N, down-N (N from 0). */
export type StepOp = { kind: 'add' } | { kind: 'remove' | 'up' | 'down'; index: number };

export function parseStepOp(op: string | undefined): StepOp | null {
  if (op === 'add-step') return { kind: 'add' };
  const m = /^(remove-step|up|down)-(\d{1,2})$/.exec(op ?? '');
  if (!m) return null;
  const kind = m[1] === 'remove-step' ? 'remove' : (m[1] as 'up' | 'down');
  return { kind, index: Number(m[2]) };
}

/** The chain after one operation; an operation that does not apply (first step up) changes nothing. */
export function applyStepOp(steps: readonly StepValues[], op: StepOp, max: number): StepValues[] {
  const out = [...steps];
  if (op.kind === 'add') return out.length < max ? [...out, { ...NEW_STEP }] : out;
  const i = op.index;
  if (i < 0 || i >= out.length) return out;
  if (op.kind === 'remove') out.splice(i, 1);
  const j = op.kind === 'up' ? i - 1 : op.kind === 'down' ? i + 1 : -1;
  if (j >= 0 && j < out.length) [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}

/** A chain in a few words for the list ("signed-in → /article/ → 3 s"). */
export function triggerSummary(trigger: readonly Partial<PopupTriggerStep>[] | unknown): string {
  if (!Array.isArray(trigger) || trigger.length === 0) return 'At once';
  return trigger
    .map((s: Partial<PopupTriggerStep>) =>
      [
        s.userState,
        s.urlMatch ? `URL has “${s.urlMatch}”` : undefined,
        s.scrollDepth === undefined ? undefined : `${s.scrollDepth}% scrolled`,
        s.delay === undefined ? undefined : `${s.delay} s`,
        s.missingEmail ? 'no e-mail' : undefined,
        s.missingPhone ? 'no phone' : undefined,
      ]
        .filter(Boolean)
        .join(' + '),
    )
    .join(' → ');
}
