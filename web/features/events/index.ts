/** The events feature's public face: what other features may use. */
export { CommunityEventsSection } from './components/community-events-section';
export type { CommunityEventsSectionProps } from './components/community-events-section';
export { useAttendingEvents, useRecentlyStartedEvents } from './api/get-attending-events';
export { fetchEvent, useEvent } from './api/get-event';
