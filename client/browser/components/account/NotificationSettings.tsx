/**
 * @module /account/notifications (an island): breaking news, the AM/PM briefing and the comments
 * toggle (on → e-mail and push 'all', off → 'none'). A real form: without JavaScript its Save posts
 * the boxes (an unticked one is off). Hydrated, changes are saved together 1200 ms after the last
 * one (spec) and the Save goes away; one still waiting when the page is left is sent with keepalive.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  ACCOUNT_MESSAGES as A,
  commentsOn,
  commentsToggle,
  NOTIFICATION_DEBOUNCE_MS,
  type NotificationSettings as Settings,
} from '../../../../worker/contracts/account';
import { AUTH_MESSAGES } from '../../../../worker/contracts/auth';
import { type FormFeedback, formMessage } from '../../../../worker/contracts/forms';
import { callApi } from '../../lib/api';
import { formValues } from '../../lib/form';
import { useHydrated } from '../../lib/hydrated';
import { toast } from '../../lib/toast';
import { FormError } from '../ui/Field';
import { SAVE_BUTTON } from './SettingsGroup';
import { Switch } from './Switch';

export type NotificationSettingsProps = {
  initial: Settings;
  /** What the server said after the form posted without JavaScript. */
  feedback?: FormFeedback;
};

/** The switches in page order: the posted name, the words, and the settings each reads and sets. */
const SWITCHES: {
  name: string;
  label: string;
  description: string;
  on: (s: Settings) => boolean;
  set: (on: boolean) => Partial<Settings>;
}[] = [
  {
    name: 'notification_breaking',
    label: 'Breaking news',
    description: 'An alert when a major story breaks.',
    on: (s) => s.notification_breaking,
    set: (on) => ({ notification_breaking: on }),
  },
  {
    name: 'notification_am_pm',
    label: 'Morning and evening briefing',
    description: 'The day’s top stories, twice a day (AM and PM).',
    on: (s) => s.notification_am_pm,
    set: (on) => ({ notification_am_pm: on }),
  },
  {
    name: 'comments',
    label: 'Comments',
    description: 'Replies and activity on your comments, by e-mail and push.',
    on: commentsOn,
    set: commentsToggle,
  },
];

export function NotificationSettings({ initial, feedback }: NotificationSettingsProps) {
  const hydrated = useHydrated();
  const [settings, setSettings] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const waiting = useRef<Settings | null>(null);

  async function save(s: Settings) {
    waiting.current = null;
    const res = await callApi('/api/profile', s, 'PATCH');
    if (res.ok) toast('success', A.notificationsUpdated);
    else toast('error', res.status === 401 ? res.message : AUTH_MESSAGES.userUpdateFailed);
  }

  function change(patch: Partial<Settings>) {
    const next = { ...settings, ...patch };
    setSettings(next);
    waiting.current = next;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(next), NOTIFICATION_DEBOUNCE_MS);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    // Hydrated, a submit (the Save of a page that hydrated late) saves what the boxes say at once;
    // a box that did not move leaves its settings as they are (comments 'replies' stays).
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const next = { ...settings };
    for (const sw of SWITCHES) {
      const on = values[sw.name] === 'true';
      if (sw.on(settings) !== on) Object.assign(next, sw.set(on));
    }
    if (timer.current) clearTimeout(timer.current);
    setSettings(next);
    void save(next);
  }

  useEffect(() => {
    const flush = () => {
      if (!waiting.current) return;
      // keepalive: the save outlives the page that is going away.
      void callApi('/api/profile', waiting.current, 'PATCH', { keepalive: true });
      waiting.current = null;
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  return (
    <form method="post" action="/account/notifications" onSubmit={submit} className="flex flex-col gap-4" data-notifications>
      <FormError id="notifications-error" message={feedback ? formMessage(feedback.errors, []) : null} />
      <div className="divide-y divide-line">
        {SWITCHES.map((s) => (
          <Switch
            key={s.name}
            name={s.name}
            label={s.label}
            description={s.description}
            checked={s.on(settings)}
            onChange={(on) => change(s.set(on))}
          />
        ))}
      </div>
      {hydrated ? null : (
        <button type="submit" className={SAVE_BUTTON}>
          Save notification settings
        </button>
      )}
    </form>
  );
}
