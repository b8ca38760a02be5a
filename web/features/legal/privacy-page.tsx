import { LegalPage } from './legal-page';

/** /privacy: what Gather keeps about you, why, and for how long. */
export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="1 January 2025">
      <p>
        Gather helps people form communities, organise events and reply to them. This policy explains what we collect
        to do that, how we use it and the choices you have. We do not sell your personal data.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>Account details: your email address, username, optional full name and a hash of your password (never the password itself).</li>
        <li>What you create: communities, events, RSVPs, comments, likes and invitations.</li>
        <li>Sign-in records: when you last signed in, so we can show activity to you and protect your account.</li>
        <li>If you connect Google Calendar: the access needed to add events you are going to to the calendar you choose.</li>
        <li>If you donate or subscribe: the payment provider handles your card; we keep only the amount and its status.</li>
      </ul>

      <h2>How we use it</h2>
      <ul>
        <li>To run the service: show your communities and events, send invitations and password-reset emails.</li>
        <li>To keep it safe: limit sign-in attempts, detect abuse and investigate problems.</li>
        <li>To understand use in aggregate: site administrators see totals (such as the number of events), not your private content.</li>
      </ul>

      <h2>Who can see what</h2>
      <p>
        Members of a community see its events, who is going and the discussion. Private events are visible only to the
        people they are meant for. Community admins can see the email addresses of members in member management.
      </p>

      <h2>Keeping and deleting your data</h2>
      <p>
        We keep your data while your account exists. When you delete your account, your account data is deleted within
        30 days of the deletion (Delete my account, in Settings; in practice within minutes). Your comments and the events
        you created stay for the other members, shown as from “Deleted member”. Backups that still hold your data are
        overwritten on their normal cycle.
      </p>

      <h2>Minimum age</h2>
      <p>
        You must be at least 13 years old to use Gather. We do not knowingly collect data from children under 13; if
        you believe a child has given us data, contact us and we will delete it.
      </p>

      <h2>Cookies and local storage</h2>
      <p>
        Gather stores your sign-in token and cached pages in your browser so the app works offline. We use no
        advertising or tracking cookies.
      </p>

      <h2>Your rights</h2>
      <p>
        You can see and correct your details in Settings, disconnect Google Calendar at any time, download a copy of
        your data (Download my data, in Settings) and delete your account.
      </p>

      <h2>Changes</h2>
      <p>If we change this policy in a way that matters, we will tell you in the app before the change applies.</p>
    </LegalPage>
  );
}
