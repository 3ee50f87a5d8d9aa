/** @module Browser entry of the back office (/admin): only its own islands. */

import { hydrateIslands } from '../lib/hydrate';
import { ADMIN_ISLAND_LOADERS } from './island-loaders';

hydrateIslands(ADMIN_ISLAND_LOADERS);
