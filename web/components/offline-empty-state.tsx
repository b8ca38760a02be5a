/** What a page the member never opened online shows offline (no Ionic: the light landing stage may show it). */
export const OFFLINE_UNSAVED_TITLE = "You're offline and this page hasn't been saved yet";
export const OFFLINE_UNSAVED_TEXT = 'Open it once while you have a connection and it will be here next time. It loads by itself when you are back online.';

type OfflineEmptyStateProps = {
  /** A smaller version inside a page's section (a discussion, a card) instead of the whole page. */
  inline?: boolean;
  title?: string;
};

export function OfflineEmptyState({ inline = false, title = OFFLINE_UNSAVED_TITLE }: OfflineEmptyStateProps) {
  return (
    <div className={inline ? 'offline-empty is-inline' : 'offline-empty'} role="status">
      <svg className="offline-empty-icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M12 19h.01M3 3l18 18" />
      </svg>
      {inline ? <p className="offline-empty-title">{title}</p> : <h1 className="offline-empty-title">{title}</h1>}
      <p className="offline-empty-text">{OFFLINE_UNSAVED_TEXT}</p>
    </div>
  );
}
