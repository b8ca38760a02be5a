import type { ReactNode } from 'react';
import type { Invitation, InvitationStatus } from '@contracts/invitations/schemas';
import { InlineLoading } from '../../../../components/inline-loading';
import { INVITATION_TEXTS } from '../../invitation-texts';

type ListQuery = { isPending: boolean; isError: boolean; data: Invitation[] | undefined };

type InvitationListStateProps = {
  query: ListQuery;
  status: InvitationStatus | undefined;
  emptyTitle: string;
  emptyText: string;
  children: (invitations: Invitation[]) => ReactNode;
};

/** Loading, the load failure, the empty state, or the list. */
export function InvitationListState({ query, status, emptyTitle, emptyText, children }: InvitationListStateProps) {
  if (query.isPending) {
    return <InlineLoading className="invitations-loading" label="Loading invitations…" />;
  }
  if (query.isError || !query.data) {
    return (
      <p className="form-error" role="alert">
        {INVITATION_TEXTS.loadFailed}
      </p>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="invitations-empty">
        <p className="invitations-empty-title">{status ? `No ${status} invitations` : emptyTitle}</p>
        <p>{status ? 'Try another status filter.' : emptyText}</p>
      </div>
    );
  }
  return <ul className="invitation-list">{children(query.data)}</ul>;
}
