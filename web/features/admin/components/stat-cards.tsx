import type { AdminOverview } from '@contracts/admin/schemas';
import { formatCount, formatPercent } from '../figures-format';

type Card = { label: string; value: string; note?: string };

function cardsOf(o: AdminOverview): Card[] {
  const newThisWeek = (n: number) => `+${formatCount(n)} this week`;
  return [
    { label: 'Total users', value: formatCount(o.total_users), note: newThisWeek(o.new_users_this_week) },
    { label: 'Active this week', value: formatCount(o.active_users_this_week), note: 'signed in or used the app' },
    { label: 'Events', value: formatCount(o.total_events), note: newThisWeek(o.new_events_this_week) },
    { label: 'Recurring series', value: formatCount(o.total_recurring_series), note: 'each counted once in events' },
    { label: 'Communities', value: formatCount(o.total_communities), note: newThisWeek(o.new_communities_this_week) },
    { label: 'Pro users', value: formatCount(o.pro_users), note: `${formatPercent(o.pro_subscription_rate)} of users` },
    { label: 'RSVPs', value: formatCount(o.total_rsvps) },
    { label: 'Comments', value: formatCount(o.total_comments) },
  ];
}

/** The overview's figures as cards: two a row on a phone, four on a wider screen, the member total first and wide. */
export function StatCards({ overview }: { overview: AdminOverview }) {
  const cards = cardsOf(overview);
  return (
    <ul className="stat-cards" aria-label="Site totals">
      {cards.map((card) => (
        <li key={card.label} className={card === cards[0] ? 'stat-card is-lead' : 'stat-card'}>
          <span className="stat-card-label">{card.label}</span>
          <strong className="stat-card-value">{card.value}</strong>
          {card.note ? <span className="stat-card-note">{card.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** Eight empty cards while the figures load, so nothing below jumps when they arrive. */
export function StatCardsSkeleton() {
  return (
    <div className="stat-cards" role="status">
      <span className="visually-hidden">Loading…</span>
      {Array.from({ length: 8 }, (_, i) => (
        <span key={i} className={i === 0 ? 'stat-card is-loading is-lead' : 'stat-card is-loading'} aria-hidden="true">
          <span className="admin-skeleton-block" />
          <span className="admin-skeleton-block is-value" />
        </span>
      ))}
    </div>
  );
}
