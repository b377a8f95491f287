/**
 * The note sent with a proposal or sourcing offer: an optional textarea with its counter
 * and the anonymity guard's live findings (checked on this device, with the member's own account
 * as known values, as the server does), and the note as the proposal's view shows it.
 */
import { useMemo, useState } from 'react';
import { cardClass } from '../../components/ui/Card';
import { GuardedTextArea } from '../listings/AnonymityGuard';
import { knownValuesFor } from '../listings/anonymity-model';
import { useMe } from '../../api/session';
import { ApiError } from '../../api/client';
import { checkText, redact } from '../../../../shared/anonymity';
import { LIMITS } from '../../../../shared/constants';
import { PROPOSAL_NOTE_MESSAGES } from '../../../../shared/schemas/proposal';
import styles from './matching.module.css';

const NO_SECRETS = { idNumber: '', passport: '', candidateEmail: '', candidateCellphone: '' };

/** The note's text, its findings, and the error to show (the form's check or the server's refusal). */
export function useProposalNote() {
  const { data: me } = useMe();
  const [text, setText] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const known = useMemo(() => knownValuesFor('job', me, NO_SECRETS), [me]);
  const findings = useMemo(
    () => checkText(text, known).map((found) => ({ ...found, quote: text.slice(found.start, found.end) })),
    [text, known],
  );
  const blocking = findings.find((f) => f.severity === 'block');
  const trimmed = text.trim();
  /** What stops sending, in the words the server would use. */
  const problem =
    trimmed.length > LIMITS.proposalNote
      ? PROPOSAL_NOTE_MESSAGES.tooLong
      : blocking
        ? `This text may reveal who the candidate or client is: ${blocking.label}.`
        : null;
  return {
    text,
    findings,
    problem,
    serverError,
    /** The body's note: undefined when blank. */
    note: trimmed || undefined,
    setText: (next: string) => {
      setText(next);
      setServerError(null);
    },
    redactFinding: (finding: (typeof findings)[number]) => setText(redact(text, finding)),
    /** True when the server refused the note itself (shown under the field, not only in a toast). */
    takeRefusal: (err: unknown) => {
      if (err instanceof ApiError && err.field === 'note') {
        setServerError(err.message);
        return true;
      }
      return false;
    },
  };
}

export type ProposalNoteState = ReturnType<typeof useProposalNote>;

/** "Add a note": optional, with its counter, the guard's findings, and the reason it cannot be sent. */
export function ProposalNoteField({ state, showProblem }: { state: ProposalNoteState; showProblem: boolean }) {
  // A blocking finding is already in the guard's list under the field; the length is said here.
  const isTooLong = state.text.trim().length > LIMITS.proposalNote;
  const error = state.serverError ?? (showProblem && isTooLong ? PROPOSAL_NOTE_MESSAGES.tooLong : null);
  return (
    <GuardedTextArea
      className={styles.matchNoteField}
      label="Add a note (optional)"
      hint="Why it fits. No names or contact details: they are exchanged on approval."
      value={state.text}
      limit={LIMITS.proposalNote}
      rows={4}
      name="note"
      error={error ?? undefined}
      onChange={(event) => state.setText(event.target.value)}
      guard={{ findings: state.findings, onRedact: state.redactFinding }}
    />
  );
}

/** The proposer's note in the proposal's view, to both parties. */
export function ProposalNoteView({ note, isMine }: { note: string | null; isMine: boolean }) {
  if (!note) return null;
  return (
    <section className={`${cardClass} ${styles.matchNoteCard}`} aria-labelledby="proposal-note">
      <h2 id="proposal-note" className={styles.matchPanelHeading}>
        {isMine ? 'Your note' : 'Their note'}
      </h2>
      <p className={styles.matchNoteText} data-testid="proposal-note">
        {note}
      </p>
    </section>
  );
}
