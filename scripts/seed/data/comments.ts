/** @module Reader comment and reply fragments; {city} is the article's place when it has one. */

export const COMMENT_OPENERS: readonly string[] = [
  'Finally some good reporting on this.',
  'I live about twenty minutes from here and this is spot on.',
  'Not sure I buy the numbers in this piece.',
  'This has been a long time coming.',
  'Interesting read, but it leaves out a lot.',
  'My neighbors and I were just talking about this last night.',
  'Good news for once!',
  'I have mixed feelings about this.',
  'As someone who works in this field, I can confirm this is a big deal.',
  'Another plan, another round of promises.',
  'Thanks for covering this. Nobody else is.',
  'Wow, I had no idea.',
  'The headline oversells it a bit, but the article is fair.',
  'Saving this one to share with my family.',
  'Can we talk about how long this took?',
];

export const COMMENT_BODIES: readonly string[] = [
  'The real question is who pays for it in the end.',
  'Prices around {city} have been climbing for two years and nobody seems to have a plan.',
  'I would like to see a follow-up in six months to check whether any of this actually happened.',
  'The quote from the local business owner is the most honest part of the whole story.',
  'People keep saying this is unprecedented, but we went through the same thing in the nineties.',
  'My kids are affected by this directly, so I will be at the next public meeting.',
  'It would help to see the full report, not just the summary.',
  'Credit where it is due: this is a reasonable compromise.',
  'Both sides are talking past each other again.',
  'The folks in {city} deserve better than this.',
  'Great to see a story that explains the details instead of just the drama.',
  'I read the whole bill. It is not as bad as people online are claiming.',
  'This is exactly why local news matters.',
  'Would love to know how this compares with neighboring states.',
  'We tried something similar at my company and it worked better than expected.',
  'Honestly, I think this will be forgotten in a month.',
];

export const REPLIES: readonly string[] = [
  'Agreed, well said.',
  'Do you have a source for that? Genuinely curious.',
  'I see it differently, but I appreciate the perspective.',
  'Same here. It has been rough.',
  'That is a fair point I had not considered.',
  'The article actually addresses this in the fourth paragraph.',
  'This. Exactly this.',
  'I was at that meeting, and it was packed.',
  'Not everyone can afford to wait and see.',
  'Thanks for sharing your experience.',
  'We will see. I have heard this before.',
  'Respectfully, the data says otherwise.',
];

/** Appended by authors who edited a comment; the text before the edit is kept in comment_edits. */
export const EDIT_ADDITIONS: readonly string[] = [
  'Edit: fixed the numbers, I misread the chart.',
  'Update: the council posted the full agenda online.',
  'Edited to add: thanks for all the thoughtful replies.',
  'Edit: wrong neighborhood, my mistake.',
];
