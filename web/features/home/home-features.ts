import {
  calendarNumberOutline,
  calendarOutline,
  chatbubblesOutline,
  mailOutline,
  notificationsOutline,
  peopleOutline,
  shieldCheckmarkOutline,
  sparklesOutline,
} from 'ionicons/icons';

export type HomeItem = { icon: string; title: string; text: string };

/** The three quick actions of /home (spec section 2). */
export const QUICK_ACTIONS: ReadonlyArray<HomeItem & { to: string }> = [
  { to: '/communities', icon: peopleOutline, title: 'My Communities', text: 'Open, create or join a community.' },
  { to: '/events', icon: calendarOutline, title: 'Attending', text: 'Events you are going to, as a list or a calendar.' },
  { to: '/my-invitations', icon: mailOutline, title: 'Invitations', text: 'Invitations you have sent and received.' },
];

export type FeatureCard = HomeItem;

/**
 * The eight features the home page lists (spec section 1), each described by what works on this
 * server today: calendar sync only once Google Calendar is set up here.
 */
export function featureCards({ googleCalendar }: { googleCalendar: boolean }): readonly FeatureCard[] {
  return [
    { icon: peopleOutline, title: 'Communities', text: 'Groups for your club, team or neighbourhood, joined by invite code or link.' },
    { icon: calendarOutline, title: 'Events', text: 'Create, edit and RSVP to events, upcoming and past, in a list or a calendar.' },
    { icon: mailOutline, title: 'Invitations', text: 'Invite people to events by e-mail or with a shareable link.' },
    { icon: chatbubblesOutline, title: 'Discussions', text: 'Comment on events, reply and like what others say.' },
    {
      icon: calendarNumberOutline,
      title: 'Calendar integration',
      text: googleCalendar
        ? 'Connect Google Calendar and events you are going to are added automatically.'
        : 'Add any event to your Google Calendar from its page.',
    },
    {
      icon: sparklesOutline,
      title: 'AI event parsing',
      text: "Paste an event page's address or an announcement's text, and the AI Assistant fills in the event form for you to check.",
    },
    {
      icon: shieldCheckmarkOutline,
      title: 'Admin controls',
      text: 'Community admins manage members, settings and who may create events.',
    },
    { icon: notificationsOutline, title: 'Notifications', text: 'Hear about new invitations and changes to your events on this device.' },
  ];
}
