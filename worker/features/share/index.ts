/**
 * @module Sharing: the share page and its e-mail form without JavaScript, the aux API that e-mails
 * an article (one share pass per recipient for a gated one), and the passes themselves (pass.ts).
 */
import type { Feature } from '../../http/feature';
import { aux } from './aux';
import { forms } from './forms';
import { pages } from './pages';

export const share: Feature = { pages, forms, aux };
