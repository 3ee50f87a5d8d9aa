/**
 * @module The article editor's words around the story (decision 063): the dek under
 * the headline, the byline's author, and what the article's address, search results and social
 * cards show (slug, SEO title and description, social image). Plain controls that post without
 * JavaScript; each empty one falls back to what the article derives (shown as its placeholder).
 */

import { DEK_MAX, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, SLUG_MAX } from '../../../../worker/contracts/admin-articles';
import { articleSlug } from '../../../../worker/contracts/article-url';
import type { ApiErrorItem } from '../../../../worker/contracts/envelope';
import { fieldMessage } from '../../../../worker/contracts/forms';
import type { EditorValues } from '../../../../worker/features/articles/admin-input';
import { Select } from '../controls';
import { FieldError } from './EditorFields';
import type { TagOption } from './labels';

type Errors = readonly ApiErrorItem[];

const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

type TextProps = {
  name: keyof EditorValues;
  label: string;
  values: EditorValues;
  errors: Errors;
  hint: string;
  max: number;
  placeholder?: string;
  rows?: number;
};

/** A labelled text control with its hint and error tied to it by id. */
function Text({ name, label, values, errors, hint, max, placeholder, rows }: TextProps) {
  const error = fieldMessage(errors, name);
  const common = {
    id: name,
    name,
    defaultValue: String(values[name]),
    placeholder,
    maxLength: max,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(`${name}-hint`, error && `${name}-error`),
    className: 'field-input',
  } as const;
  return (
    <div>
      <label htmlFor={name} className="field-label">
        {label}
      </label>
      {rows ? <textarea rows={rows} {...common} /> : <input type="text" autoComplete="off" {...common} />}
      <p id={`${name}-hint`} className="field-hint">
        {hint}
      </p>
      <FieldError id={`${name}-error`} name={name} message={error} />
    </div>
  );
}

/** The dek: one or two sentences under the headline, on the page and in the cards' sharing. */
export function DekField({ values, errors }: { values: EditorValues; errors: Errors }) {
  return (
    <Text
      name="dek"
      label="Dek"
      values={values}
      errors={errors}
      rows={2}
      max={DEK_MAX}
      hint="One or two sentences under the headline. Empty: the story's first sentence is used."
    />
  );
}

/** The author the byline names, from the author tags; its place in the tag list is kept. */
export function BylineField({ values, tags, errors }: { values: EditorValues; tags: readonly TagOption[]; errors: Errors }) {
  const authors = tags.filter((t) => t.type === 'author');
  const options = [['', 'No byline (the publication)'] as const, ...authors.map((t) => [String(t.id), t.name] as const)];
  return (
    <>
      <Select
        id="byline"
        name="byline"
        label="Byline (author)"
        value={values.byline}
        options={options}
        error={fieldMessage(errors, 'byline')}
        hint="Shown as “By …” under the headline. Co-authors: add them as author tags below."
      />
      <input type="hidden" name="byline_at" defaultValue={values.byline_at} />
    </>
  );
}

/** The article's address and what search engines and social cards show. */
export function SearchFields({ values, errors, id }: { values: EditorValues; errors: Errors; id: number | null }) {
  const derived = articleSlug(values.title);
  const slug = values.slug || derived;
  return (
    <>
      <Text
        name="slug"
        label="Slug"
        values={values}
        errors={errors}
        max={SLUG_MAX}
        placeholder={derived || 'from-the-title'}
        hint={`The address reads /article/${id ?? '{id}'}${slug ? `?${slug}` : ''}; the id finds the article, so old links keep working. Empty: made from the title.`}
      />
      <Text
        name="seo_title"
        label="SEO title"
        values={values}
        errors={errors}
        max={SEO_TITLE_MAX}
        placeholder={values.title || 'The headline'}
        hint={`Search results and social cards, ${SEO_TITLE_MAX} characters at most. Empty: the headline.`}
      />
      <Text
        name="seo_description"
        label="SEO description"
        values={values}
        errors={errors}
        rows={3}
        max={SEO_DESCRIPTION_MAX}
        hint={`Under the title in search results and social cards, ${SEO_DESCRIPTION_MAX} characters at most. Empty: the dek, else the first sentence.`}
      />
      <Text
        name="social_image_url"
        label="Social image URL"
        values={values}
        errors={errors}
        max={2048}
        placeholder="https:// or /media/…"
        hint="The picture social cards show. Empty: the article’s image."
      />
    </>
  );
}
