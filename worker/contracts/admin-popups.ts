/**
 * @module Popups on the wire (spec §3 Popup, §4 triggers and frequency): the config schema with
 * every field, the admin's create and patch bodies, and the answer. zod: browser code imports
 * types only. The checks that need the Worker (body HTML sanitized, image or video media, the
 * colour grammar) run after this schema, in features/popups/rules.ts, and name the same fields.
 */
import { z } from '@hono/zod-openapi';
import { POPUP_IMAGE_EXTENSIONS } from './popup-media';

/** The same list as POPUP_TYPES in db/schema/editorial.ts (a test holds them equal). */
export const POPUP_TYPE_VALUES = ['generic-1', 'generic-2', 'generic-3', 'update-profile'] as const;
export const POPUP_USER_STATES = ['any', 'no-session', 'signed-in', 'subscribed', 'no-subscription', 'expired-subscription'] as const;
export const POPUP_POSITIONS = ['center', 'bottom'] as const;
/** The spec names `large` and "other": these are the others the templates know. */
export const POPUP_SIZES = ['large', 'medium', 'small'] as const;
export const POPUP_MAX_TRIGGER_STEPS = 10;
export const POPUP_BODY_MAX_LENGTH = 5000;

// Quotes, brackets, backslashes, spaces and control characters never belong in a link we print.
const UNSAFE_URL_CHARS = /[\s"'<>\\`\p{Cc}]/u;
const WEB_URL = /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:[/?#]|$)/i;

/**
 * An http(s) address or a path on this site ("/subscribe"). Everything else is refused, which is
 * what keeps javascript:, data: and protocol-relative ("//evil.example") links out of a popup.
 */
export function isWebOrSitePath(value: string): boolean {
  if (!value || value.length > 2048 || UNSAFE_URL_CHARS.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return WEB_URL.test(value);
}

/** Text shown as text: markup is refused rather than shown as tags or run. */
const plainText = (field: string, max: number) =>
  z
    .string({ message: `${field} must be text` })
    .trim()
    .max(max, `${field} can be at most ${max} characters`)
    .refine((v) => !/<[A-Za-z!/?]/.test(v), `${field} is plain text: HTML tags are not allowed`);

const link = (field: string) =>
  z
    .string({ message: `${field} must be text` })
    .trim()
    .refine(
      (v) => v === '' || isWebOrSitePath(v),
      `${field} must be an http(s) address or a path on this site starting with /; other schemes (javascript:, data:) are refused`,
    );

/** One step of the trigger chain: it is met when every condition it names holds. */
export const PopupTriggerStep = z
  .object({
    userState: z.enum(POPUP_USER_STATES, { message: `userState must be one of ${POPUP_USER_STATES.join(', ')}` }).optional(),
    urlMatch: plainText('urlMatch', 200).optional().describe('shown on pages whose path contains this text'),
    scrollDepth: z
      .number({ message: 'scrollDepth must be a number' })
      .int('scrollDepth must be a whole number')
      .min(0, 'scrollDepth must be 0 or more')
      .max(100, 'scrollDepth is a percentage: 100 or less')
      .optional(),
    delay: z
      .number({ message: 'delay must be a number of seconds' })
      .min(0, 'delay must be 0 or more')
      .max(3600, 'delay can be at most 3600 seconds')
      .optional()
      .describe('seconds after the previous step was met'),
    missingEmail: z.boolean({ message: 'missingEmail must be true or false' }).optional(),
    missingPhone: z.boolean({ message: 'missingPhone must be true or false' }).optional(),
  })
  .strict()
  .refine((s) => Object.values(s).some((v) => v !== undefined), {
    message: 'A trigger step needs a condition: userState, urlMatch, scrollDepth, delay, missingEmail or missingPhone',
  });
export type PopupTriggerStep = z.infer<typeof PopupTriggerStep>;

export const PopupConfig = z
  .object({
    title: plainText('title', 120).pipe(z.string().min(1, 'title is required')),
    subtitle: plainText('subtitle', 200).default(''),
    body: z
      .string({ message: 'body must be text' })
      .max(POPUP_BODY_MAX_LENGTH, `body can be at most ${POPUP_BODY_MAX_LENGTH} characters`)
      .default('')
      .describe('inline HTML; sanitized as UI block html is (scripts, event handlers and unsafe links removed)'),
    actionText: plainText('actionText', 60).default(''),
    actionUrl: link('actionUrl').default(''),
    frequency: z
      .number({ message: 'frequency must be a number' })
      .int('frequency must be a whole number')
      .min(1, 'frequency must be 1 or more')
      .max(1000, 'frequency can be at most 1000')
      .default(1)
      .describe('how many times one browser is shown this popup'),
    trigger: z
      .array(PopupTriggerStep, { message: 'trigger must be a list of steps' })
      .max(POPUP_MAX_TRIGGER_STEPS, `trigger can have at most ${POPUP_MAX_TRIGGER_STEPS} steps`)
      .default([])
      .describe('steps met in order; an empty chain shows the popup at once'),
    position: z.enum(POPUP_POSITIONS, { message: 'position must be center or bottom' }).default('center'),
    size: z.enum(POPUP_SIZES, { message: `size must be one of ${POPUP_SIZES.join(', ')}` }).default('medium'),
    imageUrl: link('imageUrl')
      .default('')
      .describe(`an image (${POPUP_IMAGE_EXTENSIONS.join(', ')}) or a YouTube or Rumble video`),
    textColor: z.string({ message: 'textColor must be text' }).trim().max(64, 'textColor can be at most 64 characters').default(''),
  })
  .strict();
export type PopupConfig = z.infer<typeof PopupConfig>;

const popupType = z.enum(POPUP_TYPE_VALUES, { message: `type must be one of ${POPUP_TYPE_VALUES.join(', ')}` });
const active = z.boolean({ message: 'is_active must be true or false' });

export const PopupCreate = z
  .object({ type: popupType, config: PopupConfig, is_active: active.default(false).describe('new popups are off until switched on') })
  .strict();

export const PopupPatch = z
  .object({
    type: popupType.optional(),
    config: PopupConfig.optional().describe('replaces the whole config'),
    is_active: active.optional(),
  })
  .strict()
  .refine((b) => b.type !== undefined || b.config !== undefined || b.is_active !== undefined, {
    message: 'Send at least one of type, config, is_active',
  });

export const PopupDto = z.object({ id: z.number().int(), type: z.enum(POPUP_TYPE_VALUES), config: PopupConfig, is_active: z.boolean() });
export type PopupDto = z.infer<typeof PopupDto>;

/** What readers get from `GET /aux/popups`: active popups only, so no is_active. */
export const ReaderPopupDto = PopupDto.omit({ is_active: true });
export type ReaderPopupDto = z.infer<typeof ReaderPopupDto>;
