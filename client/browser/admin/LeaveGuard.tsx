/**
 * @module The editor's unsaved-changes guard (the spec's leave-site confirmation): once a field
 * of the form changed, closing or reloading the tab asks the browser's own question
 * (beforeunload), and a click on a link of this site asks ours in a Modal, 'Leave this page? Your
 * changes will be lost.', with Stay and Leave. Saving the form, or posting a confirmed action
 * (a form carrying `confirm`, such as the delete's), clears it. Islands that change a field by script
 * (the rich text editor, the tag picker, an upload) dispatch an `input` event so it hears them.
 */
import { useEffect, useRef, useState } from 'react';
import { Modal } from '../components/ui/Modal';

export type LeaveGuardProps = {
  formId: string;
  /** The page already holds unsaved values: a refused save shown again, an upload not yet saved. */
  dirty: boolean;
};

export const LEAVE_TITLE = 'Leave this page?';
export const LEAVE_TEXT = 'Your changes will be lost.';

/** A plain click on a link to another page of this site (not a new tab, a download or an anchor). */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const a = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!a || a.hasAttribute('download') || (a.target && a.target !== '_self')) return null;
  const to = new URL(a.href, location.href);
  if (to.origin !== location.origin) return null;
  if (to.pathname === location.pathname && to.search === location.search && to.hash) return null;
  return a;
}

export function LeaveGuard({ formId, dirty: initiallyDirty }: LeaveGuardProps) {
  const dirty = useRef(initiallyDirty);
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    const form = document.getElementById(formId);
    const changed = (event: Event) => {
      // Controls that post nothing (a tag search box) or post with another form (the upload's file) change nothing here.
      const t = event.target;
      const control = t instanceof HTMLInputElement || t instanceof HTMLSelectElement || t instanceof HTMLTextAreaElement ? t : null;
      if (event.isTrusted && control && (!control.name || control.form !== form)) return;
      dirty.current = true;
    };
    const submitted = (event: SubmitEvent) => {
      const f = event.target;
      if (f instanceof HTMLFormElement && (f.id === formId || f.querySelector('input[name="confirm"]'))) dirty.current = false;
    };
    const unload = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (!dirty.current) return;
      const a = leavingLink(event);
      if (!a) return;
      event.preventDefault();
      setTarget(a.href);
    };
    form?.addEventListener('input', changed);
    form?.addEventListener('change', changed);
    document.addEventListener('submit', submitted);
    document.addEventListener('click', click);
    window.addEventListener('beforeunload', unload);
    return () => {
      form?.removeEventListener('input', changed);
      form?.removeEventListener('change', changed);
      document.removeEventListener('submit', submitted);
      document.removeEventListener('click', click);
      window.removeEventListener('beforeunload', unload);
    };
  }, [formId]);

  return (
    <Modal open={target !== null} onClose={() => setTarget(null)} title={LEAVE_TITLE} size="small">
      {(close) => (
        <div className="flex flex-col gap-4" data-leave-guard>
          <p className="text-ink-2">{LEAVE_TEXT}</p>
          <div className="flex justify-end gap-2">
            <button type="button" className="btn btn-secondary btn-md" onClick={close}>
              Stay
            </button>
            <button
              type="button"
              className="btn btn-danger btn-md"
              onClick={() => {
                dirty.current = false;
                if (target) location.assign(target);
              }}
            >
              Leave
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
