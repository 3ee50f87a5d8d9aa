/**
 * @module The article editor's fields, each a plain control that posts without JavaScript, with
 * its error beside it; islands take over the body (rich text), the tags (typeahead and chips),
 * the upload and the schedule's time zone once they run.
 */
import type { ReactNode } from 'react';
import type { ApiErrorItem } from '../../../../worker/contracts/envelope';
import { fieldMessage } from '../../../../worker/contracts/forms';
import type { EditorValues } from '../../../../worker/features/articles/admin-input';
import { AdminIsland } from '../islands';
import { TAG_TYPES, type TagOption } from './labels';

type Errors = readonly ApiErrorItem[];

/** An error line tied to its control by id (aria-describedby). */
export function FieldError({ id, name, message }: { id: string; name: string; message: string | null }) {
  return message ? (
    <p id={id} className="field-error" data-field-error={name}>
      {message}
    </p>
  ) : null;
}

const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/** The body: an HTML textarea, which the RichTextEditor island edits in place once it runs. */
export function BodyField({ value, errors }: { value: string; errors: Errors }) {
  const error = fieldMessage(errors, 'content');
  return (
    <div>
      <label id="content-label" htmlFor="content" className="field-label">
        Body
      </label>
      <AdminIsland name="RichTextEditor" props={{ textareaId: 'content', labelId: 'content-label' }} />
      <textarea
        id="content"
        name="content"
        rows={18}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy('content-hint', error && 'content-error')}
        className="field-input font-mono text-sm"
      />
      <p id="content-hint" className="field-hint">
        Paragraphs, headings, lists, links and quotes, as HTML. Anything else is removed when it is saved.
      </p>
      <FieldError id="content-error" name="content" message={error} />
    </div>
  );
}

/** Date and time in the editor's zone (UTC without JavaScript), and the offset they are in. */
export function ScheduleField({ values, errors }: { values: EditorValues; errors: Errors }) {
  const error = fieldMessage(errors, 'scheduled_date');
  const offset = Number(values.tz_offset) || 0;
  const input = (name: string, type: string, label: string, value: string) => (
    <label className="flex flex-1 flex-col text-sm font-medium text-ink-2">
      {label}
      <input
        id={name}
        name={name}
        type={type}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy('schedule-hint', error && 'scheduled_date-error')}
        className="field-input"
      />
    </label>
  );
  return (
    <fieldset>
      <legend className="field-label">Schedule</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {input('schedule_day', 'date', 'Date', values.schedule_day)}
        {input('schedule_time', 'time', 'Time', values.schedule_time)}
      </div>
      <input type="hidden" id="tz_offset" name="tz_offset" defaultValue={String(offset)} />
      <AdminIsland name="ScheduleZone" props={{ dayId: 'schedule_day', timeId: 'schedule_time', offsetId: 'tz_offset', offset }} />
      <p id="schedule-hint" className="field-hint">
        A scheduled article stays a draft until then. Leave both empty to publish by hand.
      </p>
      <FieldError id="scheduled_date-error" name="scheduled_date" message={error} />
    </fieldset>
  );
}

/**
 * Every tag in a multi-select grouped by type, the article's own first and in their order (a
 * select posts its choices in document order, so a save without JavaScript keeps the order).
 */
export function TagsField({ chosen, tags, errors }: { chosen: string[]; tags: TagOption[]; errors: Errors }) {
  const error = errors.find((e) => e.path === 'tags' || e.path?.startsWith('tags.'))?.message ?? null;
  const byId = new Map(tags.map((t) => [String(t.id), t]));
  const own = chosen.map((id) => byId.get(id)).filter((t): t is TagOption => t !== undefined);
  const option = (t: TagOption) => (
    <option key={t.id} value={t.id} data-type={t.type}>
      {t.name}
    </option>
  );
  return (
    <fieldset>
      <legend className="field-label">Tags</legend>
      <AdminIsland name="ArticleTagPicker" props={{ selectId: 'tags' }} />
      <div data-tag-select>
        <select
          id="tags"
          name="tags"
          multiple
          size={12}
          defaultValue={own.map((t) => String(t.id))}
          aria-label="Tags"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('tags-hint', error && 'tags-error')}
          className="field-input text-sm"
        >
          {own.length ? <optgroup label="On this article, in order">{own.map(option)}</optgroup> : null}
          {TAG_TYPES.map(([type, label]) => {
            const rest = tags.filter((t) => t.type === type && !chosen.includes(String(t.id)));
            return rest.length ? (
              <optgroup key={type} label={label}>
                {rest.map(option)}
              </optgroup>
            ) : null;
          })}
        </select>
        <p id="tags-hint" className="field-hint">
          Hold Ctrl (⌘ on a Mac) to choose several. Cards show them in this order.
        </p>
      </div>
      <FieldError id="tags-error" name="tags" message={error} />
    </fieldset>
  );
}

/** A titled group of the side column. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-card border border-line bg-raised p-4" aria-label={title}>
      <h2 className="text-sm font-bold uppercase tracking-wide text-ink-3">{title}</h2>
      {children}
    </section>
  );
}
