/** The development mailbox (/dev/mail.json, never in production): the mails kept instead of sent, as stored. */
export function presentSentMail<M extends { sentAt: Date }>(mail: M): Omit<M, 'sentAt'> & { sentAt: string } {
  return { ...mail, sentAt: mail.sentAt.toISOString() };
}
