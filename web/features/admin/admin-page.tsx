import { useSearchParams } from 'react-router-dom';
import type { AdminRangeDays } from '@contracts/admin/messages';
import { ADMIN_DEFAULT_RANGE_DAYS, ADMIN_RANGE_DAYS } from '@contracts/admin/messages';
import { useEngagement } from './api/get-engagement';
import { useOverview } from './api/get-overview';
import { useRecentUsers } from './api/get-recent-users';
import { useTimeseries } from './api/get-timeseries';
import { CheckInRatePanel } from './components/check-in-rate-panel';
import { EngagementSection } from './components/engagement-section';
import { GrowthPanel } from './components/growth-panel';
import { QueryView, Skeleton } from './components/query-view';
import { RangeSelect } from './components/range-select';
import { RecentSignups } from './components/recent-signups';
import { StatCards, StatCardsSkeleton } from './components/stat-cards';
import { UserDirectory } from './components/user-directory';
import './admin.css';

const SERIES = [
  { key: 'users', title: 'New users', unit: 'users', color: '#3949ab' },
  { key: 'events', title: 'New events', unit: 'events', color: '#00796b' },
  { key: 'communities', title: 'New communities', unit: 'communities', color: '#8e24aa' },
] as const;

/** The range lives in the address (?days=7), so a reload or a shared link keeps it; anything else is the default. */
function useRange(): [AdminRangeDays, (days: AdminRangeDays) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = (ADMIN_RANGE_DAYS as readonly number[]).includes(asked) ? (asked as AdminRangeDays) : ADMIN_DEFAULT_RANGE_DAYS;
  const setDays = (next: AdminRangeDays) => setParams(next === ADMIN_DEFAULT_RANGE_DAYS ? {} : { days: String(next) }, { replace: true });
  return [days, setDays];
}

function GrowthSection() {
  const [days, setDays] = useRange();
  const series = useTimeseries(days);
  return (
    <section className="admin-section" aria-labelledby="admin-growth">
      <div className="admin-section-head">
        <h2 id="admin-growth">Growth</h2>
        <RangeSelect days={days} onChange={setDays} />
      </div>
      <QueryView query={series} skeleton={<div className="growth-grid">{[...SERIES, null].map((s) => <div key={s?.key ?? 'check_in_rate'} className="panel"><Skeleton tall lines={4} /></div>)}</div>}>
        {(data) => (
          <div className="growth-grid" aria-busy={series.isPlaceholderData}>
            {SERIES.map((s) => (
              <GrowthPanel key={s.key} title={s.title} unit={s.unit} color={s.color} points={data[s.key]} />
            ))}
            <CheckInRatePanel days={data.check_in_rate} range={data.days} />
          </div>
        )}
      </QueryView>
    </section>
  );
}

/** /admin for site admins (the route guard shows everyone else Access Denied): how the community is doing. */
export function AdminPage() {
  const overview = useOverview();
  const engagement = useEngagement();
  const recent = useRecentUsers();
  return (
    <div className="admin-page">
      <header className="admin-head">
        <h1 className="page-title">Admin Dashboard</h1>
        <p className="page-lead">How the community is doing: growth, engagement and sign-in activity.</p>
      </header>
      <QueryView query={overview} skeleton={<StatCardsSkeleton />}>
        {(data) => <StatCards overview={data} />}
      </QueryView>
      <GrowthSection />
      <EngagementSection engagement={engagement} totalUsers={overview.data?.total_users ?? null} />
      <QueryView query={recent} skeleton={<div className="panel"><Skeleton lines={5} /></div>}>
        {(users) => <RecentSignups users={users} />}
      </QueryView>
      <UserDirectory />
    </div>
  );
}
