import { calendarOutline, codeSlashOutline, homeOutline, mailOutline, peopleOutline, settingsOutline } from 'ionicons/icons';

export type NavLinkItem = { to: string; label: string; icon: string };

/** The six navigation links of the signed-in layout (spec section 2). */
export const NAV_LINKS: readonly NavLinkItem[] = [
  { to: '/home', label: 'Home', icon: homeOutline },
  { to: '/communities', label: 'Communities', icon: peopleOutline },
  { to: '/events', label: 'Attending', icon: calendarOutline },
  { to: '/my-invitations', label: 'Invitations', icon: mailOutline },
  { to: '/settings', label: 'Settings', icon: settingsOutline },
  { to: '/developer', label: 'Developer', icon: codeSlashOutline },
];

/** True when `pathname` is the link's page or one below it (/communities/4 is Communities). */
export function isActiveLink(link: NavLinkItem, pathname: string): boolean {
  return pathname === link.to || pathname.startsWith(`${link.to}/`);
}
