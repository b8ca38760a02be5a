import type { ReactNode } from 'react';

/** Why there is no code to show: said plainly, with what the member can do next. */
export function TicketMessage({ title, text, children, alert = false }: { title: string; text?: string; children?: ReactNode; alert?: boolean }) {
  return (
    <div className="ticket-message" role={alert ? 'alert' : 'status'}>
      <p className="ticket-message-title">{title}</p>
      {text ? <p className="ticket-message-text">{text}</p> : null}
      {children}
    </div>
  );
}
