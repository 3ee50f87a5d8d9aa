/** @module Follows: tag and curator lists with the reader's followed flag, and follow/unfollow. */
import type { Feature } from '../../http/feature';
import { followsApi } from './api';

export const follows: Feature = { api: followsApi };
