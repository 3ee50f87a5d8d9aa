/**
 * @module /account/notifications (an island): breaking news, the AM/PM briefing and the comments
 * toggle (on → e-mail and push 'all', off → 'none'). Changes are saved together 1200 ms after the
 * last one (spec); one still waiting when the page is left is sent with keepalive.
 */
import { useEffect, useRef, useState } from 'react';
import {
  ACCOUNT_MESSAGES as A,
  commentsOn,
  commentsToggle,
  NOTIFICATION_DEBOUNCE_MS,
  type NotificationSettings as Settings,
} from '../../../../worker/contracts/account';
import { AUTH_MESSAGES } from '../../../../worker/contracts/auth';
import { callApi } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Switch } from './Switch';

export type NotificationSettingsProps = { initial: Settings };

export function NotificationSettings({ initial }: NotificationSettingsProps) {
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
    <div className="divide-y divide-slate-200 dark:divide-slate-800" data-notifications>
      <Switch
        name="notification_breaking"
        label="Breaking news"
        description="An alert when a major story breaks."
        checked={settings.notification_breaking}
        onChange={(on) => change({ notification_breaking: on })}
      />
      <Switch
        name="notification_am_pm"
        label="Morning and evening briefing"
        description="The day’s top stories, twice a day (AM and PM)."
        checked={settings.notification_am_pm}
        onChange={(on) => change({ notification_am_pm: on })}
      />
      <Switch
        name="comments"
        label="Comments"
        description="Replies and activity on your comments, by e-mail and push."
        checked={commentsOn(settings)}
        onChange={(on) => change(commentsToggle(on))}
      />
    </div>
  );
}
