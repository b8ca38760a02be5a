import { IonButton, IonIcon } from '@ionic/react';
import { heart, heartOutline } from 'ionicons/icons';
import { useState } from 'react';
import { PAYMENT_MESSAGES } from '@contracts/payments/messages';
import { FormMessages } from '../../../components/form-messages';
import { InlineLoading } from '../../../components/inline-loading';
import { ApiError } from '../../../lib/api-client';
import { usePaymentsConfig } from '../api/payments-config';
import { startDonation } from '../api/start-donation';
import { formatPence } from '../money';
import { useReturnFlag } from '../use-return-flag';
import { AmountPicker } from './amount-picker';
import { amountProblem, totalOf } from './donation-amount';
import type { AmountChoice } from './donation-amount';
import './donate.css';

/** Back from Stripe: thanks after paying, reassurance after cancelling. */
function ReturnNotice({ flag, onAgain }: { flag: string | null; onAgain: () => void }) {
  if (flag === 'thanks') {
    return (
      <section className="panel donate-thanks" role="status" aria-labelledby="donate-thanks-title">
        <IonIcon icon={heart} className="donate-thanks-icon" aria-hidden="true" />
        <h2 id="donate-thanks-title">Thank you for your donation!</h2>
        <p>It keeps Gather running for every community. Stripe e-mails you the receipt.</p>
        <IonButton fill="outline" onClick={onAgain}>
          Donate again
        </IonButton>
      </section>
    );
  }
  if (flag === 'cancelled') {
    return (
      <p className="form-note donate-cancelled" role="status">
        Your donation was cancelled. Nothing was charged.
      </p>
    );
  }
  return null;
}

/** /donate: preset amounts, a custom amount, the total and Donate, paid on Stripe Checkout (spec section 2). */
export function DonatePage() {
  const config = usePaymentsConfig();
  const returned = useReturnFlag('donation');
  const [thanked, setThanked] = useState(returned === 'thanks');
  const [choice, setChoice] = useState<AmountChoice | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const header = (
    <>
      <h1 className="page-title">Donate</h1>
      <p className="page-lead">Gather is free for every community. A one-off donation by card helps keep it that way.</p>
    </>
  );
  if (config.isPending) {
    return (
      <div className="page-narrow donate">
        {header}
        <InlineLoading className="donate-loading" label="Loading donation options" />
      </div>
    );
  }
  if (!config.data?.enabled) {
    return (
      <div className="page-narrow donate">
        {header}
        <section className="panel" role="status">
          <h2>Donations are not available</h2>
          <p>{config.isError ? 'Could not load the donation options. Please try again later.' : PAYMENT_MESSAGES.notConfigured}</p>
        </section>
      </div>
    );
  }
  const { donation, currency } = config.data;
  const current: AmountChoice = choice ?? { kind: 'preset', pence: donation.default_amount };
  const total = totalOf(current);

  const donate = async () => {
    const problem = amountProblem(total, donation);
    setError(problem);
    if (problem) {
      return;
    }
    setBusy(true);
    try {
      const { checkout_url } = await startDonation({ amount: total });
      window.location.assign(checkout_url);
    } catch (caught) {
      setError(caught instanceof ApiError && caught.code === 'payments_not_configured' ? PAYMENT_MESSAGES.notConfigured : PAYMENT_MESSAGES.donationFailed);
      setBusy(false);
    }
  };

  return (
    <div className="page-narrow donate">
      {header}
      <ReturnNotice flag={thanked ? 'thanks' : returned === 'cancelled' ? 'cancelled' : null} onAgain={() => setThanked(false)} />
      {thanked ? null : (
        <section className="panel" aria-labelledby="donate-form-title">
          <h2 id="donate-form-title">Your donation</h2>
          <AmountPicker
            presets={donation.presets}
            choice={current}
            disabled={busy}
            onChange={(next) => {
              setChoice(next);
              setError(null);
            }}
          />
          <p className="donate-total" aria-live="polite">
            <span>Total</span>
            <strong>{formatPence(total, currency)}</strong>
          </p>
          <FormMessages error={error} />
          <IonButton expand="block" onClick={() => void donate()} disabled={busy} className="donate-submit">
            <IonIcon slot="start" icon={heartOutline} aria-hidden="true" />
            {busy ? 'Opening the payment page…' : 'Donate'}
          </IonButton>
          <p className="form-note">You pay on Stripe&apos;s secure page, then come back here. Gather never sees your card.</p>
        </section>
      )}
    </div>
  );
}
