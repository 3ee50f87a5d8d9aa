/**
 * @module Push notifications on this device (an island on /account/notifications, below the
 * switches): what this browser can do and a button to turn them on or off. The browser's
 * permission is asked only from that click, never on page load (decision 057-push-in-the-browser).
 * Without JavaScript it says that turning them on needs it; the switches above still save.
 * push/device.ts (its own chunk) is loaded once the island runs.
 */
import { useEffect, useState } from 'react';
import { OPT_IN_MESSAGES, OPT_IN_NO_SCRIPT, type OptInState } from '../../../../worker/contracts/push-browser';
import { Button } from '../ui/Button';
import { SettingsGroup } from './SettingsGroup';

const device = () => import('../../push/device');

/** The button for a state, or none: nothing to offer (unsupported, unavailable, blocked) or busy. */
function action(state: OptInState): { label: string; on: boolean } | null {
  if (state === 'off' || state === 'failed') return { label: state === 'failed' ? 'Try again' : 'Turn on push notifications', on: true };
  if (state === 'on') return { label: 'Turn off push notifications', on: false };
  return null;
}

export function PushOptIn() {
  // null on the server and until the browser has been read: the no-script words show.
  const [state, setState] = useState<OptInState | null>(null);

  useEffect(() => {
    setState('checking');
    void device()
      .then((m) => m.readBrowser())
      .then(setState, (error) => {
        console.warn('push', 'check failed', error);
        setState('failed');
      });
  }, []);

  async function toggle(on: boolean) {
    setState(on ? 'working' : 'stopping');
    const m = await device();
    setState(await (on ? m.turnOn() : m.turnOff()));
  }

  const act = state ? action(state) : null;
  return (
    <div className="mt-4 border-t border-line pt-6" data-push-opt-in={state ?? 'no-script'}>
      <SettingsGroup id="push-opt-in-title" title="Push notifications on this device">
        <p className="text-sm text-ink-2">
          Breaking news, the briefings and comment replies you chose above, as notifications from this browser, even when Edgewire is
          closed.
        </p>
        <p role="status" className="text-sm font-semibold text-ink" data-push-status>
          {state ? OPT_IN_MESSAGES[state] : OPT_IN_NO_SCRIPT}
        </p>
        {act ? (
          <Button variant={act.on ? 'primary' : 'secondary'} className="self-start" onClick={() => void toggle(act.on)} data-push-toggle>
            {act.label}
          </Button>
        ) : null}
      </SettingsGroup>
    </div>
  );
}
