/** One layout for every mail: plain text and escaped HTML built from the same parts. */

export type MailParts = {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
};

export type RenderedMail = { subject: string; text: string; html: string };

/**
 * `unsubscribeUrl`: the mail's one-click unsubscribe page (a bulk message, an alert, a digest),
 * shown in the footer beside the preferences; the same URL is its List-Unsubscribe header.
 */
export type LayoutContext = { appUrl: string; unsubscribeUrl?: string };

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Mail headers must never carry a line break from user input. */
export function headerSafe(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

export function renderLayout(parts: MailParts, ctx: LayoutContext): RenderedMail {
  const preferencesUrl = `${ctx.appUrl}/account/notifications`;
  const text = [
    parts.heading,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    '--',
    'Recruiter Connect — connect and share to make more placements.',
    `Manage your e-mail preferences: ${preferencesUrl}`,
    ...(ctx.unsubscribeUrl ? [`Unsubscribe from these e-mails: ${ctx.unsubscribeUrl}`] : []),
  ].join('\n');
  const unsubscribe = ctx.unsubscribeUrl
    ? ` · <a href="${escapeHtml(ctx.unsubscribeUrl)}">Unsubscribe from these e-mails</a>`
    : '';

  const button = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="background:#0b5cad;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(parts.action.label)}</a></p>
<p style="font-size:13px;color:#555">Or open this link: <a href="${escapeHtml(parts.action.url)}">${escapeHtml(parts.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;background:#f4f6f8;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px;color:#1c2733">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(parts.heading)}</h1>
${parts.paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${button}
<hr style="border:none;border-top:1px solid #dde3e8;margin:24px 0">
<p style="font-size:12px;color:#666">Recruiter Connect — connect and share to make more placements.<br>
<a href="${escapeHtml(preferencesUrl)}">Manage your e-mail preferences</a>${unsubscribe}</p>
</div></body></html>`;
  return { subject: headerSafe(parts.subject), text, html };
}
