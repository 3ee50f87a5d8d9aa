/**
 * @module /account/theme (an island): dark, light or follow the device (stored null), one radio
 * group in a real form (without JavaScript its Save posts the choice). Hydrated, the page switches
 * at once (the <html> class the server renders from the saved theme, see Document.tsx), then the
 * choice is saved; a failed save puts the old theme back.
 */
import { type FormEvent, useId, useState } from 'react';
import { ACCOUNT_MESSAGES as A, THEME_CHOICES, type Theme, themeClass, themeFromChoice } from '../../../../worker/contracts/account';
import { AUTH_MESSAGES } from '../../../../worker/contracts/auth';
import { type FormFeedback, formMessage } from '../../../../worker/contracts/forms';
import { callApi } from '../../lib/api';
import { formValues } from '../../lib/form';
import { useHydrated } from '../../lib/hydrated';
import { toast } from '../../lib/toast';
import { FormError } from '../ui/Field';
import { SAVE_BUTTON } from './SettingsGroup';

export type ThemeSettingsProps = {
  theme: Theme;
  /** What the server said after the form posted without JavaScript. */
  feedback?: FormFeedback;
};

/** What the server would have rendered for this theme: the <html> class and color-scheme. */
export function applyTheme(theme: Theme) {
  const html = document.documentElement;
  html.classList.remove('dark', 'light');
  if (theme) html.classList.add(themeClass(theme));
  document.querySelector('meta[name="color-scheme"]')?.setAttribute('content', theme ?? 'light dark');
}

const HINT: Record<string, string> = {
  dark: 'Light text on a dark background.',
  light: 'Dark text on a light background.',
  device: 'Match your device’s setting.',
};

export function ThemeSettings({ theme: initial, feedback }: ThemeSettingsProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [theme, setTheme] = useState<Theme>(initial);

  async function choose(key: string) {
    const previous = theme;
    const next = themeFromChoice(key);
    if (next === previous) return;
    setTheme(next);
    applyTheme(next);
    const res = await callApi('/api/profile', { theme: next }, 'PATCH');
    if (res.ok) return toast('success', A.themeUpdated);
    setTheme(previous);
    applyTheme(previous);
    toast('error', res.status === 401 ? res.message : AUTH_MESSAGES.userUpdateFailed);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void choose(formValues(event.currentTarget).theme ?? 'device');
  }

  return (
    <form method="post" action="/account/theme" onSubmit={submit} className="flex flex-col gap-4">
      <FormError id={`${id}-error`} message={feedback ? formMessage(feedback.errors, []) : null} />
      <fieldset className="flex flex-col gap-3" data-theme-settings>
        <legend className="mb-2 font-semibold text-ink">Appearance</legend>
        {THEME_CHOICES.map((c) => (
          <div
            key={c.key}
            className="flex items-start gap-3 rounded-lg border border-line-strong p-4 has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
          >
            <input
              id={`${id}-${c.key}`}
              type="radio"
              name="theme"
              value={c.key}
              checked={c.value === theme}
              onChange={() => void choose(c.key)}
              aria-describedby={`${id}-${c.key}-hint`}
              className="mt-1 h-4 w-4 accent-accent"
            />
            <span>
              <label htmlFor={`${id}-${c.key}`} className="block cursor-pointer font-semibold text-ink">
                {c.label}
              </label>
              <span id={`${id}-${c.key}-hint`} className="block text-sm text-ink-2">
                {HINT[c.key]}
              </span>
            </span>
          </div>
        ))}
      </fieldset>
      {hydrated ? null : (
        <button type="submit" className={SAVE_BUTTON}>
          Save theme
        </button>
      )}
    </form>
  );
}
