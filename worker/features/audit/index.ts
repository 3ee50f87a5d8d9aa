/** @module The audit log of admin writes: the statement writers add to their batch, and its reader (API and page). */
import type { Feature } from '../../http/feature';
import { admin } from './admin';
import { auditPages } from './admin-pages';

export const audit: Feature = { admin, adminPages: auditPages };
