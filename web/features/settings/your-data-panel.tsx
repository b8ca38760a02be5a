import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormMessages } from '../../components/form-messages';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session/session-context';
import { downloadMyData } from './download-data';
import { lazyOverlay } from '../../components/lazy-overlay';

// Its code (and its form controls) loads when it first opens, not with the screen.
const DeleteAccountDialog = lazyOverlay(() => import('./delete-account-dialog'), 'DeleteAccountDialog');

/** "Your data": download it, or delete the account (the privacy policy's promises, in the member's hands). */
export function YourDataPanel({ hasPassword }: { hasPassword: boolean }) {
  const { logout } = useSession();
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const download = async () => {
    setDownloading(true);
    setError(null);
    try {
      await downloadMyData();
    } catch (caught) {
      setError(errorMessage(caught, 'Could not prepare your data. Please try again.'));
    } finally {
      setDownloading(false);
    }
  };

  const deleted = async (message: string) => {
    setConfirming(false);
    await logout();
    navigate('/login', { replace: true, state: { notice: message } });
  };

  return (
    <section className="panel" aria-labelledby="your-data-title">
      <h2 id="your-data-title">Your data</h2>
      <p>Download everything you have written and set in Gather as a JSON file, or delete your account.</p>
      <div className="your-data-actions">
        <IonButton fill="outline" onClick={() => void download()} disabled={downloading}>
          {downloading ? 'Preparing…' : 'Download my data'}
        </IonButton>
        <IonButton fill="outline" color="danger" onClick={() => setConfirming(true)}>
          Delete my account
        </IonButton>
      </div>
      <FormMessages error={error} />
      <DeleteAccountDialog isOpen={confirming} hasPassword={hasPassword} onClose={() => setConfirming(false)} onDeleted={(message) => void deleted(message)} />
    </section>
  );
}
