/** @module Web Push for readers: registering a browser's subscription (api.ts); sending is send.ts, the fan-out features/push/consume.ts. */
import type { Feature } from '../../http/feature';
import { api } from './api';

export const webPush: Feature = { api };
