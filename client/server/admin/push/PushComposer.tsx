/**
 * @module The push composer: a real form (POST /admin/push, the same request as POST
 * /admin/api/notify). "Preview" comes first, so Enter in a field previews rather than sends; it
 * posts the form back and the page shows the notification. The preview island beside the form
 * follows it as the editor types; the tag picker island narrows the tags as they type.
 */
import { type FormFeedback, fieldMessage } from '../../../../worker/contracts/forms';
import { idFromText } from '../../../../worker/contracts/ids';
import { PUSH_BODY_MAX, PUSH_TITLE_MAX } from '../../../../worker/contracts/notify';
import type { TagOption } from '../../../browser/admin/TagPicker';
import { Field, FormError, TextAreaField } from '../../../browser/components/ui/Field';
import { AdminIsland } from '../islands';

export const COMPOSER_ID = 'push-composer';

/** Form fields → the API paths their problems arrive on. */
const PATHS = { title: 'notification.title', body: 'notification.body', url: 'notification.url' } as const;
const FIELD_PATHS: string[] = Object.values(PATHS);

const AUDIENCES: [string, string, string][] = [
  ['all', 'Everyone', 'Every reader who allowed notifications.'],
  ['subscribed', 'Plus readers', 'Readers with a live Plus subscription.'],
  ['tags', 'Followers of tags', 'Readers who follow any of the tags chosen below.'],
];

/** The tag ids a posted form chose (`tag.<id>` boxes); digits that are no id (`tag.0`) stay for the schema to refuse. */
export const chosenTags = (values: Record<string, string>) =>
  Object.keys(values)
    .filter((k) => /^tag\.\d+$/.test(k))
    .map((k) => idFromText(k.slice(4)) ?? Number.NaN);

export function PushComposer({ tags, feedback }: { tags: TagOption[]; feedback?: FormFeedback }) {
  const errors = feedback?.errors ?? [];
  const values = feedback?.values ?? {};
  const audienceError = errors.find((e) => e.path === 'filters' || e.path === 'filters.all' || e.path === 'filters.subscribed')?.message;
  const tagsError = errors.find((e) => e.path?.startsWith('filters.tags'))?.message ?? null;
  // Anything no field shows (the queue refusing the job) goes above the form.
  const general = errors.find((e) => !e.path || !(FIELD_PATHS.includes(e.path) || e.path.startsWith('filters')))?.message ?? null;
  return (
    <form id={COMPOSER_ID} method="post" action="/admin/push" className="flex flex-col gap-4" noValidate>
      <FormError id="push-error" message={general} />
      <Field
        id="push-title"
        name="title"
        label="Title"
        maxLength={PUSH_TITLE_MAX}
        required
        defaultValue={values.title ?? ''}
        error={fieldMessage(errors, PATHS.title)}
      />
      <TextAreaField
        id="push-body"
        name="body"
        label="Message"
        rows={4}
        maxLength={PUSH_BODY_MAX}
        required
        defaultValue={values.body ?? ''}
        error={fieldMessage(errors, PATHS.body)}
      />
      <div>
        <Field
          id="push-url"
          name="url"
          label="Link (optional)"
          inputMode="url"
          defaultValue={values.url ?? ''}
          error={fieldMessage(errors, PATHS.url)}
          aria-describedby={fieldMessage(errors, PATHS.url) ? 'push-url-error push-url-hint' : 'push-url-hint'}
        />
        <p id="push-url-hint" className="field-hint">
          Where tapping it leads: a path on this site (/trending) or an https address. Empty opens the front page.
        </p>
      </div>
      <fieldset className="flex flex-col gap-2" aria-describedby={audienceError ? 'push-audience-error' : undefined}>
        <legend className="field-label mb-1">Audience</legend>
        {AUDIENCES.map(([value, label, hint]) => (
          <label
            key={value}
            className="flex items-start gap-3 rounded-control border border-line-strong p-3 has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
          >
            <input
              type="radio"
              name="audience"
              value={value}
              defaultChecked={values.audience === value}
              aria-invalid={audienceError ? true : undefined}
              className="mt-1 size-4 shrink-0 accent-accent"
            />
            <span>
              <span className="block font-semibold text-ink">{label}</span>
              <span className="block text-sm text-ink-2">{hint}</span>
            </span>
          </label>
        ))}
        {audienceError ? (
          <p id="push-audience-error" className="field-error" data-field-error="filters">
            {audienceError}
          </p>
        ) : null}
      </fieldset>
      <AdminIsland name="TagPicker" props={{ tags, selected: chosenTags(values), error: tagsError }} />
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          name="breaking"
          value="on"
          defaultChecked={values.breaking === 'on'}
          className="mt-1 size-4 shrink-0 accent-accent"
          aria-describedby="push-breaking-hint"
        />
        <span>
          <span className="block font-semibold text-ink">Breaking news</span>
          <span id="push-breaking-hint" className="block text-sm text-ink-2">
            Only readers who keep breaking-news alerts on get it, sent as urgent.
          </span>
        </span>
      </label>
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="action" value="preview" className="btn btn-secondary btn-md">
          Preview
        </button>
        <button type="submit" name="action" value="send" className="btn btn-primary btn-md">
          Send notification
        </button>
      </div>
    </form>
  );
}
