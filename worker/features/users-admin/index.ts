/** @module The back office's users: the admin API (list, support view, create, change, delete, activate), its pages and forms, and the CSV export. */
import type { Feature } from '../../http/feature';
import { admin } from './admin';
import { usersForms } from './admin-forms';
import { usersPages } from './admin-pages';
import { aux } from './aux';

export const usersAdmin: Feature = { admin, aux, adminPages: usersPages, adminForms: usersForms };
