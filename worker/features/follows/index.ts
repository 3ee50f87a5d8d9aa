/** @module Follows: tag and curator lists with the reader's followed flag, and follow/unfollow (API and the pages' no-JavaScript posts). */
import type { Feature } from '../../http/feature';
import { followsApi } from './api';
import { followForms } from './forms';

export const follows: Feature = { api: followsApi, forms: followForms };
