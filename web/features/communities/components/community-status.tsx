import { IonButton } from '@ionic/react';
import { Link } from 'react-router-dom';
import { COMMUNITY_MESSAGES } from '@contracts/communities/messages';
import { ApiError } from '../../../lib/api-client';

export const COMMUNITY_LOAD_FAILED_TEXT = 'Failed to load community details';

type CommunityLoadErrorProps = {
  error: unknown;
  /** The text for a 404 (the community does not exist, or the caller is not a member). */
  notFoundText?: string;
  onRetry: () => void;
};

/** A community that could not be shown: 404 text, or 'Failed to load community details' with Try Again. */
export function CommunityLoadError({ error, notFoundText = COMMUNITY_MESSAGES.notFound, onRetry }: CommunityLoadErrorProps) {
  const notFound = error === null || (error instanceof ApiError && error.status === 404);
  return (
    <div className="page-narrow">
      <div className="panel community-empty">
        <p className="form-error" role="alert">
          {notFound ? notFoundText : COMMUNITY_LOAD_FAILED_TEXT}
        </p>
        {notFound ? null : (
          <IonButton fill="outline" onClick={onRetry}>
            Try Again
          </IonButton>
        )}
        <p>
          <Link to="/communities">Back to Communities</Link>
        </p>
      </div>
    </div>
  );
}
