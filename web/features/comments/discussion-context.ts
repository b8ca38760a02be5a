import { createContext, useContext } from 'react';
import type { EventRef } from '../../lib/outbox';

export type DiscussionState = {
  event: EventRef;
  /** Local ids of comments and replies the server does not have yet, with their outbox row ids. */
  pendingComments: ReadonlyMap<number, string>;
  /** Comments whose like or unlike is waiting to be sent. */
  pendingLikes: ReadonlySet<number>;
};

const NOTHING_PENDING: DiscussionState = { event: { id: 0, title: 'this event' }, pendingComments: new Map(), pendingLikes: new Set() };

export const DiscussionContext = createContext<DiscussionState>(NOTHING_PENDING);

/** The discussion's event and what of it is still waiting to sync. */
export function useDiscussion(): DiscussionState {
  return useContext(DiscussionContext);
}
