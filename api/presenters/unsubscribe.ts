/**
 * The pages of a mail's one-click unsubscribe link (GET and POST /api/unsubscribe/:token): a
 * small page of its own, not the PWA, so it works in whatever browser the mail app opens, signed
 * in or not. Escaped like the mails; no script.
 */
import { escapeHtml } from '../mail/layout';
import { NOTIFICATION_LABELS, type NotificationToggle } from '../../shared/constants';
import type { Unsubscribed } from '../../shared/types/unsubscribe';

export const UNSUBSCRIBE_INVALID_TITLE = 'Unsubscribe link invalid';
export const UNSUBSCRIBE_INVALID_MESSAGE =
  'This unsubscribe link is not valid. Log in and turn these e-mails off under My Account, Notifications.';

/** Escaped text whose hyphenated words ("e-mails", "sign-in") never break at their hyphen. */
const text = (value: string) => escapeHtml(value).replace(/[A-Za-z]+(?:-[A-Za-z]+)+/g, '<span class="nw">$&</span>');

/** "“Daily summary”", "“New job spec alerts” and “New candidate alerts”". */
function named(toggles: NotificationToggle[]): string {
  const names = toggles.map((t) => `“${NOTIFICATION_LABELS[t]}”`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

type PageState =
  | { state: 'confirm'; toggles: NotificationToggle[] }
  | { state: 'done'; toggles: NotificationToggle[] }
  | { state: 'invalid' };

export function presentUnsubscribePage(page: PageState, appUrl: string): string {
  const preferences = `<p><a href="${escapeHtml(`${appUrl}/account/notifications`)}">${text('Manage all your e-mail preferences')}</a> <span class="nw">${text('(sign-in needed)')}</span></p>`;
  const body =
    page.state === 'confirm'
      ? `<h1>Unsubscribe?</h1>
<p>${text(`You will no longer get ${named(page.toggles)} e-mails from Recruiter Connect at the address this link was sent to.`)}</p>
<form method="post"><button type="submit">Unsubscribe</button></form>
${preferences}`
      : page.state === 'done'
        ? `<h1>You are unsubscribed</h1>
<p>${text(`You will no longer get ${named(page.toggles)} e-mails. You can turn them back on at any time under My Account, Notifications.`)}</p>
${preferences}`
        : `<h1>${text(UNSUBSCRIBE_INVALID_TITLE)}</h1>
<p>${text(UNSUBSCRIBE_INVALID_MESSAGE)}</p>
${preferences}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Recruiter Connect | Unsubscribe</title>
<style>body{font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;background:#f4f6f8;color:#1c2733;margin:0;padding:16px}
main{max-width:480px;margin:24px auto;background:#fff;border-radius:8px;padding:20px 24px}
h1{font-size:1.3rem;margin:0 0 12px}p{line-height:1.5}a{color:#0b5cad}.nw{white-space:nowrap}
button{font:inherit;font-weight:600;background:#0b5cad;color:#fff;border:0;border-radius:6px;padding:12px 20px;min-height:44px;width:100%;cursor:pointer}
button:focus-visible{outline:3px solid #f0b400;outline-offset:2px}@media(min-width:480px){button{width:auto}}</style></head>
<body><main><p><strong>Recruiter Connect</strong></p>
${body}
</main></body></html>`;
}

export function presentUnsubscribed(toggles: NotificationToggle[]): Unsubscribed {
  return { unsubscribed: toggles };
}
