/**
 * @module The sign-up prompt (spec: "Get an MxM Account" style, here 'Get an Edgewire Account'):
 * a small modal with a blurred background whose 'Sign Up' button opens /signup and closes it.
 */
import { Modal } from './ui/Modal';

export const SIGNUP_PROMPT = { title: 'Get an Edgewire Account', text: 'Sign up for a free account today!', button: 'Sign Up' } as const;

export function SignupPrompt({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={SIGNUP_PROMPT.title} size="small" closeButton blurred>
      {(close) => (
        <>
          <p className="text-ink-2">{SIGNUP_PROMPT.text}</p>
          <div className="flex flex-wrap items-center gap-3">
            <a href="/signup" onClick={close} className="btn btn-primary btn-md" data-signup-prompt-action>
              {SIGNUP_PROMPT.button}
            </a>
            <a href="/login" className="text-sm font-semibold text-accent-ink underline">
              I already have an account
            </a>
          </div>
        </>
      )}
    </Modal>
  );
}
