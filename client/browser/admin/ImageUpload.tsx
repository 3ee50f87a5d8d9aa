/**
 * @module The editor's image upload. Without JavaScript the file input belongs to a separate
 * multipart form (`form` attribute) posting to /admin/articles/upload, which keeps the image and
 * brings the editor back with its URL filled. With it, choosing a file sends it to
 * /admin/api/uploads at once, puts the answered /media/ URL in the image URL field and shows it.
 */
import { type ChangeEvent, useEffect, useState } from 'react';
import type { UploadDto } from '../../../worker/contracts/admin-articles';
import type { Envelope, ErrorEnvelope } from '../../../worker/contracts/envelope';
import { proxiedImage } from '../../../worker/contracts/images';
import { useHydrated } from '../lib/hydrated';
import { toast } from '../lib/toast';

export type ImageUploadProps = {
  /** The image URL field this fills. */
  inputId: string;
  /** The multipart form the file input posts with when there is no JavaScript. */
  uploadFormId: string;
  fileId: string;
  error: string | null;
  preview: string | null;
};

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
const UPLOADED = 'Image uploaded.';

/** The multipart post callApi (JSON only) does not make; the answer is the same envelope. */
async function send(file: File): Promise<{ url: string } | { message: string }> {
  const body = new FormData();
  body.append('file', file);
  try {
    const res = await fetch('/admin/api/uploads', {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    const json = (await res.json().catch(() => ({}))) as Partial<Envelope<UploadDto> & ErrorEnvelope>;
    if (res.ok && json.data) return { url: json.data.url };
    return { message: json.errors?.[0]?.message ?? 'The upload failed. Please try again.' };
  } catch {
    return { message: 'Something went wrong. Please check your connection and try again.' };
  }
}

export function ImageUpload({ inputId, uploadFormId, fileId, error: initialError, preview: initialPreview }: ImageUploadProps) {
  const hydrated = useHydrated();
  const [error, setError] = useState(initialError);
  const [preview, setPreview] = useState(initialPreview);
  const [status, setStatus] = useState('');

  // A URL typed or pasted into the field is previewed once the field is left.
  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    const follow = () => setPreview(input?.value.trim() || null);
    input?.addEventListener('change', follow);
    return () => input?.removeEventListener('change', follow);
  }, [inputId]);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const picker = event.currentTarget;
    const file = picker.files?.[0];
    if (!hydrated || !file) return;
    setError(null);
    setStatus('Uploading…');
    const result = await send(file);
    picker.value = '';
    if ('message' in result) {
      setStatus('');
      setError(result.message);
      return;
    }
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    if (input) {
      input.value = result.url;
      // The leave guard listens for input events; a script's change makes none by itself.
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    setPreview(result.url);
    setStatus(UPLOADED);
    toast('success', UPLOADED);
  }

  const describedBy = [`${fileId}-hint`, error ? `${fileId}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-2" data-image-upload>
      <label htmlFor={fileId} className="field-label">
        Upload an image
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={fileId}
          type="file"
          name="file"
          form={uploadFormId}
          accept={ACCEPT}
          onChange={onChange}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="max-w-full text-sm text-ink-2 file:mr-3 file:rounded-control file:border file:border-line-strong file:bg-canvas file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-ink"
        />
        {hydrated ? null : (
          <button type="submit" form={uploadFormId} className="btn btn-secondary btn-sm">
            Upload
          </button>
        )}
      </div>
      <p id={`${fileId}-hint`} className="field-hint">
        JPEG, PNG, WebP or GIF, 5 MB at most.
        {hydrated ? null : ' Uploading reloads the editor: save your other changes first.'}
      </p>
      <p className="text-sm text-ink-2" aria-live="polite">
        {status}
      </p>
      {error ? (
        <p id={`${fileId}-error`} className="field-error" data-field-error="file">
          {error}
        </p>
      ) : null}
      {preview ? (
        <img
          src={proxiedImage(preview, 480, 270)}
          alt="Preview, as the article will show it"
          width={480}
          height={270}
          className="aspect-video h-auto w-full rounded-control border border-line bg-sunken object-cover"
        />
      ) : null}
    </div>
  );
}
