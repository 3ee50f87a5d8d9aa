/** @module Votes: up and down on an article, from the API and from the action bar's forms without JavaScript. */
import type { Feature } from '../../http/feature';
import { votesApi } from './api';
import { voteForms } from './forms';

export const votes: Feature = { ownSession: { api: votesApi }, forms: voteForms };
