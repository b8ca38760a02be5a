import type { UseQueryResult } from '@tanstack/react-query';
import type { AdminEngagement } from '@contracts/admin/schemas';
import { BarList } from './bar-list';
import { QueryView, Skeleton } from './query-view';
import { TopList } from './top-list';

const RSVP_LABELS: Record<AdminEngagement['rsvp_distribution'][number]['status'], string> = { going: 'Going', maybe: 'Maybe', not_going: 'Not going', waitlisted: 'Waitlisted' };

function EngagementPanels({ engagement, totalUsers }: { engagement: AdminEngagement; totalUsers: number | null }) {
  const rsvps = engagement.rsvp_distribution;
  const activity = engagement.user_activity;
  return (
    <div className="engagement-grid">
      <TopList
        title="Top community creators"
        unit={['community', 'communities']}
        empty="No communities yet."
        entries={engagement.top_community_creators.map((c) => ({ id: c.id, name: c.username, detail: c.email, count: c.communities_created }))}
      />
      <TopList
        title="Top event creators"
        unit={['event', 'events']}
        empty="No events yet."
        entries={engagement.top_event_creators.map((c) => ({ id: c.id, name: c.username, detail: c.email, count: c.events_created }))}
      />
      <TopList
        title="Most active communities"
        unit={['event', 'events']}
        empty="No communities with events yet."
        entries={engagement.most_active_communities.map((c) => ({ id: c.id, name: c.name, count: c.event_count }))}
      />
      <BarList
        title="RSVP distribution"
        whole={rsvps.reduce((sum, r) => sum + r.count, 0)}
        wholeLabel="RSVPs"
        bars={rsvps.map((r) => ({ label: RSVP_LABELS[r.status], value: r.count }))}
        tone="secondary"
      />
      <BarList
        title="Login activity"
        note="Members who signed in or used the app"
        whole={totalUsers}
        wholeLabel="users"
        bars={[
          { label: 'Last 24 hours', value: activity.users_last_24h },
          { label: 'Last 7 days', value: activity.users_last_7_days },
          { label: 'Last 30 days', value: activity.users_last_30_days },
        ]}
      />
    </div>
  );
}

/** Who creates, where things happen, how members answer, and how many came back lately. */
export function EngagementSection({ engagement, totalUsers }: { engagement: UseQueryResult<AdminEngagement>; totalUsers: number | null }) {
  return (
    <section className="admin-section" aria-labelledby="admin-engagement">
      <div className="admin-section-head">
        <h2 id="admin-engagement">Engagement</h2>
      </div>
      <QueryView query={engagement} skeleton={<div className="engagement-grid">{[1, 2, 3].map((i) => <div key={i} className="panel"><Skeleton lines={4} /></div>)}</div>}>
        {(data) => <EngagementPanels engagement={data} totalUsers={totalUsers} />}
      </QueryView>
    </section>
  );
}
