/**
 * @module The sign-up prompt (spec: "Get an MxM Account" style, here 'Get an Edgewire Account'):
 * a small modal with a blurred background whose 'Sign Up' button opens /signup and closes it.
 */
import { Modal } from './Modal';

export const SIGNUP_PROMPT = { title: 'Get an Edgewire Account', text: 'Sign up for a free account today!', button: 'Sign Up' } as const;

export function SignupPrompt({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={SIGNUP_PROMPT.title} size="small" closeButton blurred>
      {(close) => (
        <>
          <p className="text-slate-700 dark:text-slate-300">{SIGNUP_PROMPT.text}</p>
          <div className="flex flex-wrap items-center gap-3">
            <a
              href="/signup"
              onClick={close}
              className="rounded-md bg-sky-700 px-5 py-2.5 font-semibold text-white hover:bg-sky-800"
              data-signup-prompt-action
            >
              {SIGNUP_PROMPT.button}
            </a>
            <a href="/login" className="text-sm font-semibold text-sky-800 underline dark:text-sky-300">
              I already have an account
            </a>
          </div>
        </>
      )}
    </Modal>
  );
}
