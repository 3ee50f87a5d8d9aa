/**
 * @module The engagement island's modals, one chunk fetched on the first prompt (a guest's vote, a
 * free reader's down-vote, a link off the site): they are not needed before, and with the modal
 * code they weigh over a kilobyte of the pages' first-load JS (docs/decisions/058-first-load-budget.md).
 */
export { LeaveSitePrompt } from './LeaveSitePrompt';
export { PlusPrompt } from './PlusPrompt';
export { SignupPrompt } from './SignupPrompt';
