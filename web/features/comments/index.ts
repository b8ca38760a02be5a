/** The comments feature's public face: other features import only from here. */
export { EventDiscussion } from './components/event-discussion';
