import { Link } from 'react-router-dom';
import { LegalPage } from './legal-page';

/** /terms: the rules for using Gather. */
export function TermsPage() {
  return (
    <LegalPage title="Terms of Service" updated="1 January 2025">
      <p>
        These terms apply when you use Gather. By creating an account or using the service you agree to them. If you do
        not agree, please do not use Gather.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>You must be at least 13 years old to use Gather.</li>
        <li>Keep your password and API tokens secret; you are responsible for what is done with them.</li>
        <li>Give accurate details, and tell us if you think someone else is using your account.</li>
      </ul>

      <h2>What you post</h2>
      <p>
        You keep the rights to the communities, events and comments you create. You allow us to store and show them to
        the people you share them with, which is what the service needs to work. You are responsible for what you post:
        do not post anything unlawful, hateful, misleading or that infringes someone else’s rights.
      </p>

      <h2>Acceptable use</h2>
      <ul>
        <li>Do not send spam invitations or use Gather to harass anyone.</li>
        <li>Do not try to break, overload or get around the security of the service.</li>
        <li>Use the developer API within its rate limits and only with data you are allowed to access.</li>
      </ul>

      <h2>Payments</h2>
      <p>
        Donations and Pro subscriptions are processed by our payment provider. Donations are voluntary and not
        refundable except where the law requires. You can cancel Pro at any time; it then ends at the close of the
        current billing period.
      </p>

      <h2>Events are organised by users</h2>
      <p>
        Gather is a tool for organising. Events are run by their organisers, not by us, and we are not responsible for
        what happens at them.
      </p>

      <h2>Availability</h2>
      <p>
        We work to keep Gather available and your data safe, but the service is provided “as is”, without warranties of
        any kind, and may change or be interrupted.
      </p>

      <h2>Limitation of liability</h2>
      <p>
        To the extent the law allows, our total liability to you for any claim about the service is limited to the
        greater of the amount you paid us in the 12 months before the claim or $100. We are not liable for indirect or
        consequential losses.
      </p>

      <h2>Ending your use</h2>
      <p>
        You can stop using Gather and delete your account at any time. We may suspend accounts that break these terms.
        How we handle your data after deletion is described in the <Link to="/privacy">Privacy Policy</Link>.
      </p>

      <h2>Changes to these terms</h2>
      <p>If we change these terms in a way that matters, we will tell you in the app before the change applies.</p>
    </LegalPage>
  );
}
