/**
 * @module The path parameters of blocks and promotionals, one rule each for the readers' /aux routes
 * and the back office's (a block id is a slug; a promotional code allows capitals and underscores).
 */
import { BLOCK_ID_PATTERN, PROMOTIONAL_CODE_PATTERN } from '../../contracts/admin-blocks';
import { slugParam } from '../../http/schemas';

export const blockIdParam = <N extends string>(name: N) =>
  slugParam(name, BLOCK_ID_PATTERN, '1 to 64 lowercase letters, digits or dashes', 'sys-privacy-page');

export const PromotionalCodeParam = slugParam(
  'code',
  PROMOTIONAL_CODE_PATTERN,
  '1 to 64 letters, digits, dashes or underscores',
  'default',
);
