/**
 * The texts the comment routes answer with. Plain strings with no imports, so the web app can show the
 * server's own words without pulling zod (which contracts/comments/schemas.ts loads) into its bundle.
 */
export const COMMENT_MESSAGES = {
  notFound: 'Comment not found',
  replyToReply: 'Replies can only be made to top-level comments',
  parentElsewhere: 'The comment you are replying to belongs to another event',
  parentNotFound: 'The comment you are replying to was not found',
  parentDeleted: 'The comment you are replying to was deleted',
  deleteOwnOnly: 'You can only delete your own comments',
} as const;
