/** Test helper: readers of each kind (free, Plus) with a signed session cookie, as the app mints it. */
import { makeSession } from '../../test/factories';

export async function makeReader(kind: 'free' | 'plus') {
  const subscriptionEnd = kind === 'plus' ? Math.floor(Date.now() / 1000) + 30 * 86_400 : null;
  const { user, cookie } = await makeSession({ subscriptionEnd, prefix: kind });
  return { id: user.id, cookie };
}
