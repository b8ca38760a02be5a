import { useSupportMailto } from '../../lib/app-config';
import { CalendarFeedPanel, GoogleCalendarPanel } from '../calendar';
import { useSession } from '../../lib/session/session-context';
import { AutoSyncPanel } from './auto-sync-panel';
import { ChangePasswordPanel } from './change-password-panel';
import { NotificationsPanel } from './notifications-panel';
import { ProPanel } from '../payments';
import { ProfilePanel } from './profile-panel';
import { YourCommunitiesPanel } from './your-communities-panel';
import { YourDataPanel } from './your-data-panel';
import './settings.css';

/** /settings: profile (name editable), password, communities, notifications, calendar sync, your data and support. */
export function SettingsPage() {
  const { user } = useSession();
  const supportHref = useSupportMailto('Gather support');
  if (!user) {
    return null;
  }
  return (
    <div className="page-narrow settings">
      <h1 className="page-title">Settings</h1>
      <p className="page-lead">Your account and how Gather works with your calendar.</p>
      <ProfilePanel user={user} />
      {user.sign_in_methods.includes('email') ? <ChangePasswordPanel /> : null}
      <YourCommunitiesPanel />
      <ProPanel />
      <NotificationsPanel />
      <AutoSyncPanel user={user} />
      <GoogleCalendarPanel />
      <CalendarFeedPanel />
      <YourDataPanel hasPassword={user.sign_in_methods.includes('email')} />
      <section className="panel" aria-labelledby="support-title">
        <h2 id="support-title">Help</h2>
        <p>Questions, problems or ideas? Write to us.</p>
        {supportHref ? <a href={supportHref} className="tap-link">
            Contact Support
          </a> : <span>Contact Support</span>}
      </section>
    </div>
  );
}
