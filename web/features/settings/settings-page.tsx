import { InlineLoading } from '../../components/inline-loading';
import { lazyComponent } from '../../lib/lazy-component';
import { useSession } from '../../lib/session/session-context';
import { ProfilePanel } from './profile-panel';
import './settings.css';

/**
 * The panels after the profile load as the page renders, not before it: on a phone the first
 * screen is the profile, and the page need not wait for the password form, the switches and the
 * calendar panels (about 30 KB gzipped). Meanwhile a panel says they are loading.
 */
const SettingsMorePanels = lazyComponent(() => import('./settings-more-panels'), 'SettingsMorePanels', () => (
  <section className="panel" aria-busy="true" aria-label="More settings">
    <InlineLoading className="settings-more-loading" label="Loading your settings…" />
  </section>
));

/** /settings: profile (name editable), password, communities, notifications, calendar sync, your data and support. */
export function SettingsPage() {
  const { user } = useSession();
  if (!user) {
    return null;
  }
  return (
    <div className="page-narrow settings">
      <h1 className="page-title">Settings</h1>
      <p className="page-lead">Your account and how Gather works with your calendar.</p>
      <ProfilePanel user={user} />
      <SettingsMorePanels user={user} />
    </div>
  );
}
