/** The comments feature's public face: other features import only from here. */
import { createElement } from 'react';
import { InlineLoading } from '../../components/inline-loading';
import { lazyComponent } from '../../lib/lazy-component';

/**
 * The event page's discussion, its code loaded as the page renders rather than before it: it sits
 * below the event on a phone, and the page's first screen (the event and Are you going?) need not
 * wait for its 5 KB. Until it arrives, the section shows its heading and that comments are loading.
 */
export const EventDiscussion = lazyComponent(
  () => import('./components/event-discussion'),
  'EventDiscussion',
  () =>
    createElement(
      'section',
      { className: 'panel discussion', 'aria-busy': true, 'aria-labelledby': 'discussion-loading-title' },
      createElement('h2', { id: 'discussion-loading-title' }, 'Discussion'),
      createElement(InlineLoading, { className: 'discussion-loading', label: 'Loading comments…' }),
    ),
);
