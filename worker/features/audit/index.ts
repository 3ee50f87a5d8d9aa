/** @module The audit log of admin writes: the statement writers add to their batch, and its reader. */
import type { Feature } from '../../http/feature';
import { admin } from './admin';

export const audit: Feature = { admin };
