/** @module A block's path parameter, one rule for the readers' /aux route and the back office's: a block id is a slug. */
import { BLOCK_ID_PATTERN } from '../../contracts/admin-blocks';
import { slugParam } from '../../http/schemas';

export const blockIdParam = <N extends string>(name: N) =>
  slugParam(name, BLOCK_ID_PATTERN, '1 to 64 lowercase letters, digits or dashes', 'sys-privacy-page');
