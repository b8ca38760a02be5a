/** A decorative picture of what an event looks like in the app (hidden from screen readers). */
export function EventPreview() {
  return (
    <div className="event-preview" aria-hidden="true">
      <div className="event-preview-card">
        <div className="event-preview-date">
          <span>SAT</span>
          <strong>14</strong>
        </div>
        <div>
          <p className="event-preview-title">Saturday park run</p>
          <p className="event-preview-meta">09:00 · Riverside Park</p>
          <p className="event-preview-going">12 going · 3 maybe</p>
        </div>
      </div>
      <div className="event-preview-card">
        <div className="event-preview-date">
          <span>WED</span>
          <strong>18</strong>
        </div>
        <div>
          <p className="event-preview-title">Board game night</p>
          <p className="event-preview-meta">19:30 · The Corner Café</p>
          <p className="event-preview-going">8 going</p>
        </div>
      </div>
      <div className="event-preview-rsvp">
        <span className="chip chip-going">Going</span>
        <span className="chip">Maybe</span>
        <span className="chip">Not Going</span>
      </div>
    </div>
  );
}
