/**
 * @module The popup editor's live preview (JavaScript only): the form as it is now, unsaved, drawn
 * as readers get it, beside the saved one. Each change (debounced) is sent to
 * `POST /admin/api/popups/preview`, which checks and sanitizes it exactly as a save would, and the
 * answer is drawn with the readers' own PopupView; a refusal says which field and why. Nothing is
 * saved. The answer of an older change never replaces a newer one.
 * A draft the form itself already knows is unfinished (a required title still empty, a frequency
 * below 1: the browser's constraint validation) is not sent: it would only earn a 400 per
 * keystroke. The panel says what to finish instead; the server stays the judge of the rest.
 */
import { useEffect, useState } from 'react';
import type { ReaderPopupDto } from '../../../worker/contracts/admin-popups';
import { PopupView } from '../components/popups/PopupView';
import { callApi } from '../lib/api';
import { formValues } from '../lib/form';
import { useHydrated } from '../lib/hydrated';
import { bodyFromValues, valuesFromFields } from './popup-form';

const WAIT_MS = 400;

export function PopupLivePreview({ formSelector }: { formSelector: string }) {
  const hydrated = useHydrated();
  const [popup, setPopup] = useState<ReaderPopupDto | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [unfinished, setUnfinished] = useState(false);

  useEffect(() => {
    const form = document.querySelector<HTMLFormElement>(formSelector);
    if (!form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asked = 0;
    const ask = async () => {
      const mine = ++asked;
      if (!form.checkValidity()) {
        setUnfinished(true);
        return;
      }
      setUnfinished(false);
      const res = await callApi<ReaderPopupDto>('/admin/api/popups/preview', bodyFromValues(valuesFromFields(formValues(form))));
      if (mine !== asked) return;
      if (res.ok) {
        setPopup(res.data);
        setProblem(null);
        return;
      }
      const problems = res.errors.length ? res.errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)) : [res.message];
      setProblem(problems.join('; '));
    };
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void ask(), WAIT_MS);
    };
    form.addEventListener('input', later);
    form.addEventListener('change', later);
    void ask();
    return () => {
      clearTimeout(timer);
      asked = -1;
      form.removeEventListener('input', later);
      form.removeEventListener('change', later);
    };
  }, [formSelector]);

  if (!hydrated) return null;
  return (
    <section className="flex min-w-0 flex-col gap-2" aria-labelledby="live-preview" data-live-preview={popup ? 'ready' : undefined}>
      <h2 id="live-preview" className="font-semibold text-ink">
        As you edit <span className="text-sm font-normal text-ink-3">(not saved)</span>
      </h2>
      {unfinished ? (
        <p className="text-sm text-ink-3" role="status">
          Fill in the required fields to see the popup here.
        </p>
      ) : null}
      {problem && !unfinished ? (
        <p className="field-error" role="status">
          Cannot preview: {problem}
        </p>
      ) : null}
      {popup ? (
        <div
          className={`overflow-hidden rounded-card border border-dashed border-line-strong bg-sunken p-3 ${problem || unfinished ? 'opacity-50' : ''}`}
        >
          <PopupView popup={popup} inPlace titleId="live-preview-title" regionLabel={`${popup.config.title} (as you edit)`} />
        </div>
      ) : problem || unfinished ? null : (
        <p className="text-sm text-ink-3">Drawing the preview…</p>
      )}
    </section>
  );
}
