/**
 * The anonymity guard under a free-text field of the listing form: each finding says what was
 * found, quotes it, and offers a one-tap Redact. Blocking findings look like errors, warnings in
 * amber; neither stops the member typing. The field names the findings in aria-describedby.
 */
import { useId } from 'react';
import { Button } from '../../components/ui/Button';
import { TextInput, isCountShown, joinIds } from '../../components/ui/Field';
import { TextArea } from '../../components/ui/TextArea';
import { LIMITS } from '../../../../shared/constants';
import styles from './AnonymityGuard.module.css';
import type { Guard } from './useAnonymityCheck';

/** "a phone number" → "the phone number": the button's name for what it removes. */
const theOne = (label: string) => label.replace(/^an? /, 'the ');

function FindingList({ id, guard }: { id: string; guard: Guard }) {
  // Always there, so a screen reader hears a finding that appears while the member types.
  return (
    <ul id={id} className={styles.findings} aria-live="polite" data-testid="anonymity-findings">
      {guard.findings.map((finding) => {
        const isBlocking = finding.severity === 'block';
        return (
          <li
            key={`${finding.start}-${finding.kind}`}
            className={isBlocking ? styles.finding : `${styles.finding} ${styles.warning}`}
          >
            <span className={styles.message}>
              {isBlocking
                ? `This text may reveal who the candidate or client is: ${finding.label}.`
                : `Check that this does not identify anyone: ${finding.label}.`}
              <q className={styles.quote}>{finding.quote}</q>
            </span>
            <Button
              variant="secondary"
              className={styles.redact}
              aria-label={`Redact ${theOne(finding.label)} “${finding.quote}”`}
              onClick={() => {
                guard.onRedact(finding);
                // The button goes with its finding: the member carries on in the field.
                document.querySelector<HTMLElement>(`[aria-describedby~="${id}"]`)?.focus();
              }}
            >
              Redact
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

type TextInputProps = Parameters<typeof TextInput>[0];

/** A labelled input with the guard's findings under it. */
export function GuardedTextInput({ guard, ...props }: TextInputProps & { guard: Guard }) {
  const id = useId();
  const guardId = `${id}-anonymity`;
  const hasFindings = guard.findings.length > 0;
  const max = props.limit ? LIMITS[props.limit] : undefined;
  const length = typeof props.value === 'string' ? props.value.length : 0;
  // TextInput's own descriptions (hint, counter, error), then the findings.
  const hasCount = max !== undefined && isCountShown(length, max, props.isCountAlwaysShown);
  return (
    <div className={styles.guarded}>
      <TextInput
        {...props}
        id={id}
        aria-invalid={props.error || guard.findings.some((f) => f.severity === 'block') ? true : undefined}
        aria-describedby={joinIds(
          props.hint && `${id}-hint`,
          hasCount && `${id}-count`,
          props.error && `${id}-error`,
          hasFindings && guardId,
        )}
      />
      <FindingList id={guardId} guard={guard} />
    </div>
  );
}

type TextAreaProps = Parameters<typeof TextArea>[0];

/** A textarea with its counter and the guard's findings under it. */
export function GuardedTextArea({ guard, ...props }: TextAreaProps & { guard: Guard }) {
  const guardId = `${useId()}-anonymity`;
  return (
    <div className={styles.guarded}>
      <TextArea
        {...props}
        aria-invalid={props.error || guard.findings.some((f) => f.severity === 'block') ? true : undefined}
        describedBy={guard.findings.length > 0 ? guardId : undefined}
      />
      <FindingList id={guardId} guard={guard} />
    </div>
  );
}
