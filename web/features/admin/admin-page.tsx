import { ComingSoon } from '../../components/coming-soon';

/** /admin for site admins (the guard shows everyone else Access Denied). */
export function AdminPage() {
  return (
    <ComingSoon
      title="Admin Dashboard"
      description="Usage statistics (users, events, communities, RSVPs, sign-ins) will be shown here."
    />
  );
}
