/**
 * The anonymity rule of a question thread (docs/conversations.md): before any approval neither
 * party may learn who the other is, so a message with a blocking finding of the anonymity guard —
 * the writer's own e-mail, phones, company, website or name, or any e-mail, phone number, ID,
 * passport, web address or social profile — is refused (422 on `body`). Messages of an approved
 * proposal's conversation are not checked: both parties are named there.
 */
import type { Account } from '../domain/rows';
import type { ThreadRow } from '../domain/thread';
import { AnonymityError } from '../errors';
import { checkServerText } from '../domain/anonymity';
import { anonymityRefusalMessage } from '../../shared/anonymity';

export function assertThreadTextAnonymous(writer: Account, kind: ThreadRow['kind'], body: string): void {
  if (kind !== 'question') return;
  const name = [writer.firstname, writer.lastname].filter((part) => part?.trim()).join(' ');
  const blocking = checkServerText(body, {
    own: {
      email: writer.email,
      phones: [writer.cellphone, writer.landline],
      company: writer.company,
      website: writer.website,
      name: name || null,
    },
  }).find((found) => found.severity === 'block');
  if (!blocking) return;
  const { start, end, kind: found } = blocking;
  throw new AnonymityError(anonymityRefusalMessage(found), 'body', { start, end, kind: found });
}
