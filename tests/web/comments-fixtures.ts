import type { Comment } from '@contracts/comments/schemas';

/** A comment as GET /events/{id}/comments answers it, by Ada unless overridden. */
export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 1,
    content: 'See you there!',
    event_id: 7,
    parent_id: null,
    author: { id: 2, username: 'grace', full_name: 'Grace Hopper', is_pro: false },
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    likes_count: 0,
    is_liked_by_user: false,
    is_deleted: false,
    can_delete: false,
    client_id: null,
    replies: [],
    ...overrides,
  };
}
