import { useState } from 'react';

/**
 * The bell in the header. The notes API arrives with the notifications feature; until then
 * the panel says plainly that there is nothing to show.
 */
export function NotificationsBell() {
  const [isOpen, setIsOpen] = useState(false);
  const unread = 0;
  return (
    <div className="bell">
      <button
        type="button"
        className="bell__button"
        aria-expanded={isOpen}
        aria-controls="notifications-panel"
        aria-label={`Notifications, ${unread} unread`}
        onClick={() => setIsOpen((o) => !o)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1z"
          />
        </svg>
      </button>
      {isOpen && (
        <div id="notifications-panel" className="bell__panel" role="region" aria-label="Notifications">
          <p className="muted">You have no notifications.</p>
        </div>
      )}
    </div>
  );
}
