import { IonButton, IonIcon } from '@ionic/react';
import { star } from 'ionicons/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ProStatusResponse } from '@contracts/payments/schemas';
import { PAYMENT_MESSAGES } from '@contracts/payments/messages';
import { useConfirm } from '../../../components/confirm-dialog/use-confirm';
import { FormMessages } from '../../../components/form-messages';
import { InlineLoading } from '../../../components/inline-loading';
import { ProBadge } from '../../../components/pro-badge';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { openBillingPortal } from '../api/billing-portal';
import { usePaymentsConfig } from '../api/payments-config';
import { useProStatus } from '../api/pro-status';
import { setProEnding } from '../api/set-pro-ending';
import { subscribePro } from '../api/subscribe-pro';
import { formatDay, formatPence } from '../money';
import { useReturnFlag } from '../use-return-flag';
import { ProBenefits } from './pro-benefits';
import { priceText, proStateText } from './pro-state-text';
import './pro.css';
import { PRO_STATUS_QUERY_KEY } from '../../../lib/query-keys/payments';
import { ME_QUERY_KEY } from '../../../lib/query-keys/session';

type Busy = null | 'subscribe' | 'cancel' | 'resume' | 'portal';

/** The Pro panel of /settings: state, renews on / ends on, Subscribe, Cancel (confirmed), Keep Pro, Manage billing. */
export function ProPanel() {
  const config = usePaymentsConfig();
  const returned = useReturnFlag('pro');
  const available = Boolean(config.data?.enabled && config.data.pro.enabled);
  const status = useProStatus({ enabled: available, waitForPro: returned === 'welcome' });
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);

  // Pro switched on or off (a webhook): the member's badge everywhere follows.
  const isPro = status.data?.is_pro;
  useEffect(() => {
    if (isPro !== undefined && user && isPro !== user.is_pro) {
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    }
  }, [isPro, user, queryClient]);

  const run = async (what: Exclude<Busy, null>, action: () => Promise<void>, failure: string) => {
    setBusy(what);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(errorMessage(caught, failure));
    } finally {
      setBusy(null);
    }
  };
  const goTo = async (fetchUrl: () => Promise<string>) => {
    window.location.assign(await fetchUrl());
    // The page is leaving: keep the button busy rather than flash it back.
    await new Promise(() => undefined);
  };
  const changeEnding = async (ending: boolean, pro: ProStatusResponse) => {
    if (ending) {
      const until = pro.renews_on ? ` until ${formatDay(pro.renews_on)}` : '';
      const yes = await confirm({
        title: 'Cancel your Pro subscription?',
        message: `Pro stays on${until}, then ends, and you will not be charged again. You can keep it until then.`,
        confirmLabel: 'Yes, cancel Pro',
        destructive: true,
      });
      if (!yes) {
        return;
      }
    }
    await run(ending ? 'cancel' : 'resume', async () => {
      const answer = await setProEnding(ending);
      // A read of the status still on its way (a poll, a refetch) began before this change: its
      // older answer must not arrive after this one and put "renews on" back.
      await queryClient.cancelQueries({ queryKey: PRO_STATUS_QUERY_KEY });
      queryClient.setQueryData(PRO_STATUS_QUERY_KEY, answer);
    }, ending ? 'Could not cancel Pro. Please try again.' : 'Could not keep Pro. Please try again.');
  };

  let body;
  if (config.isPending || (available && status.isPending)) {
    body = <InlineLoading className="pro-loading" label="Loading your Pro subscription" />;
  } else if (!available) {
    body = <p role="status">{config.data?.enabled ? PAYMENT_MESSAGES.proNotConfigured : config.isError ? 'Could not load Pro. Please try again later.' : PAYMENT_MESSAGES.notConfigured}</p>;
  } else if (!status.data) {
    body = <p role="alert">Could not load your Pro subscription. Please try again later.</p>;
  } else {
    const pro = status.data;
    const price = config.data?.pro.price;
    body = (
      <>
        <p className="pro-state" role="status" data-pro-status={pro.status}>
          {proStateText(pro, returned === 'welcome')}
        </p>
        {returned === 'cancelled' && !pro.is_pro ? <p className="form-note">Checkout was cancelled. Nothing was charged.</p> : null}
        {config.data ? <ProBenefits pro={config.data.pro} /> : null}
        <div className="pro-actions">
          {pro.can_subscribe ? (
            <IonButton disabled={busy !== null} onClick={() => void run('subscribe', () => goTo(async () => (await subscribePro()).checkout_url), 'Could not start Pro. Please try again.')}>
              <IonIcon slot="start" icon={star} aria-hidden="true" />
              {busy === 'subscribe' ? 'Opening the payment page…' : price ? `Subscribe for ${priceText(formatPence(price.amount, price.currency), price.interval, price.interval_count)}` : 'Subscribe to Pro'}
            </IonButton>
          ) : null}
          {pro.can_resume ? (
            <IonButton disabled={busy !== null} onClick={() => void changeEnding(false, pro)}>
              {busy === 'resume' ? 'Keeping Pro…' : 'Keep Pro'}
            </IonButton>
          ) : null}
          {pro.can_manage_billing ? (
            <IonButton fill="outline" disabled={busy !== null} onClick={() => void run('portal', () => goTo(async () => (await openBillingPortal()).url), 'Could not open billing. Please try again.')}>
              {busy === 'portal' ? 'Opening billing…' : 'Manage billing'}
            </IonButton>
          ) : null}
          {pro.can_cancel ? (
            <IonButton fill="outline" color="danger" disabled={busy !== null} onClick={() => void changeEnding(true, pro)}>
              {busy === 'cancel' ? 'Cancelling…' : 'Cancel Pro'}
            </IonButton>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <section className="panel pro-panel" aria-labelledby="pro-title">
      <h2 id="pro-title">
        Gather Pro <ProBadge isPro={status.data?.is_pro} />
      </h2>
      {body}
      <FormMessages error={error} />
      {dialog}
    </section>
  );
}
