import type { User } from '@contracts/users/schemas';
import { useSupportMailto } from '../../lib/app-config';
import { CalendarFeedPanel, GoogleCalendarPanel } from '../calendar';
import { ProPanel } from '../payments';
import { AutoSyncPanel } from './auto-sync-panel';
import { ChangePasswordPanel } from './change-password-panel';
import { NotificationsPanel } from './notifications-panel';
import { RemindersPanel } from './reminders-panel';
import { YourCommunitiesPanel } from './your-communities-panel';
import { YourDataPanel } from './your-data-panel';

/**
 * Everything of /settings after the profile: below the first screen on a phone, so settings-page.tsx
 * loads it as the page renders rather than before it (its text fields and switches are Ionic's
 * largest components).
 */
export function SettingsMorePanels({ user }: { user: User }) {
  const supportHref = useSupportMailto('Gather support');
  const hasPassword = user.sign_in_methods.includes('email');
  return (
    <>
      {hasPassword ? <ChangePasswordPanel /> : null}
      <YourCommunitiesPanel />
      <ProPanel />
      <NotificationsPanel />
      <RemindersPanel user={user} />
      <AutoSyncPanel user={user} />
      <GoogleCalendarPanel />
      <CalendarFeedPanel />
      <YourDataPanel hasPassword={hasPassword} />
      <section className="panel" aria-labelledby="support-title">
        <h2 id="support-title">Help</h2>
        <p>Questions, problems or ideas? Write to us.</p>
        {supportHref ? (
          <a href={supportHref} className="tap-link">
            Contact Support
          </a>
        ) : (
          <span>Contact Support</span>
        )}
      </section>
    </>
  );
}
