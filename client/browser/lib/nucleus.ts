/** @module Growth events (nucleus login, signup, subscribe), from the islands that make them happen. */
import type { NucleusEventName } from '../../../worker/contracts/analytics';
import { callApi } from './api';
import { trackingOptedOut } from './opt-out';

/**
 * A growth event of the signed-in reader (spec §7 "POST aux /nucleus/event"). keepalive: it is
 * sent just before the page moves on. Its failure is swallowed (spec §7 "Answer handling").
 */
export async function sendNucleus(event: NucleusEventName): Promise<void> {
  if (trackingOptedOut()) return;
  await callApi('/aux/nucleus/event', { event }, 'POST', { keepalive: true });
}
