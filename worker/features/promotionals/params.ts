/**
 * @module A promotional's path parameter, one rule for the readers' /aux route and the back
 * office's: a code allows capitals and underscores.
 */
import { PROMOTIONAL_CODE_PATTERN } from '../../contracts/admin-blocks';
import { slugParam } from '../../http/schemas';

export const PromotionalCodeParam = slugParam(
  'code',
  PROMOTIONAL_CODE_PATTERN,
  '1 to 64 letters, digits, dashes or underscores',
  'default',
);
