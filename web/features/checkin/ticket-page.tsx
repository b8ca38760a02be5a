/** The member's ticket, full screen: built in the check-in work (placeholder until then). */
export function TicketPage() {
  return <main className="ticket-page" />;
}
