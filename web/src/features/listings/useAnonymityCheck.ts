/**
 * The anonymity guard as the member types: each free-text field of the listing form is checked on
 * this device (shared/anonymity, no network) a moment after typing stops, in an idle slice of the
 * main thread, so a keystroke never waits for it. Only the fields whose text changed are checked again.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { checkText, redact, type Finding, type KnownValues } from '../../../../shared/anonymity';
import { useMe } from '../../api/session';
import type { ListingKind } from '../../../../shared/lookups';
import type { ListingFormValues } from './form-model';
import { currentSpan, knownValuesFor, GUARDED_FIELDS, type GuardedField, type QuotedFinding } from './anonymity-model';

/** One field's findings and the text they were found in (their offsets count in that text). */
type Checked = { text: string; findings: Finding[] };

const WAIT_AFTER_TYPING_MS = 250;

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 1_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 0);
  return () => window.clearTimeout(handle);
}

/**
 * The findings of each guarded field. While the member types, the last findings stay shown until
 * the new ones are ready (no flicker); `recheck` checks one field at once (after a Redact).
 */
export function useAnonymityCheck(values: ListingFormValues, known: KnownValues) {
  const [checked, setChecked] = useState<Partial<Record<GuardedField, Checked>>>({});
  const texts = GUARDED_FIELDS.map((field) => values[field]);
  const signature = JSON.stringify(texts);
  const knownSignature = JSON.stringify(known);
  const lastKnown = useRef(knownSignature);
  // The last findings of each field, kept between checks so an unchanged field is not read again.
  const cache = useRef<Partial<Record<GuardedField, Checked>>>({});

  useEffect(() => {
    const knownNow = JSON.parse(knownSignature) as KnownValues;
    const textsNow = JSON.parse(signature) as string[];
    let cancelIdle: (() => void) | undefined;
    // One field per idle slice: a long text in each field never adds up to one long task.
    const checkNextField = () => {
      // The known values are part of the answer: a new identifier typed below re-checks every field.
      if (lastKnown.current !== knownSignature) {
        cache.current = {};
        lastKnown.current = knownSignature;
      }
      const index = GUARDED_FIELDS.findIndex((field, i) => cache.current[field]?.text !== (textsNow[i] ?? ''));
      if (index === -1) {
        setChecked({ ...cache.current });
        return;
      }
      const text = textsNow[index] ?? '';
      cache.current[GUARDED_FIELDS[index]!] = { text, findings: checkText(text, knownNow) };
      cancelIdle = whenIdle(checkNextField);
    };
    const timer = window.setTimeout(() => {
      cancelIdle = whenIdle(checkNextField);
    }, WAIT_AFTER_TYPING_MS);
    return () => {
      window.clearTimeout(timer);
      cancelIdle?.();
    };
  }, [signature, knownSignature]);

  const recheck = useCallback(
    (field: GuardedField, text: string) => {
      cache.current[field] = { text, findings: checkText(text, known) };
      setChecked({ ...cache.current });
    },
    [known],
  );

  const findingsOf = useCallback(
    (field: GuardedField): QuotedFinding[] => {
      const one = checked[field];
      return one ? one.findings.map((found) => ({ ...found, quote: one.text.slice(found.start, found.end) })) : [];
    },
    [checked],
  );
  return useMemo(() => ({ findingsOf, recheck }), [findingsOf, recheck]);
}

/** A field's findings and its Redact, as the guarded controls take them. */
export type Guard = { findings: QuotedFinding[]; onRedact: (finding: QuotedFinding) => void };

/**
 * The guard of the listing form: the known values (the member's account, the candidate's
 * identifiers and full name, the client's name), the check as they type, `guardOf(field)` for each
 * free-text control, and whether any field has a warning (the form then asks for the confirmation).
 */
export function useAnonymityGuard(
  kind: ListingKind,
  values: ListingFormValues,
  onChange: (patch: Partial<ListingFormValues>) => void,
): { guardOf: (field: GuardedField) => Guard; hasWarnings: boolean } {
  const { data: me } = useMe();
  const { idNumber, passport, candidateEmail, candidateCellphone, fullName, clientName } = values;
  const known = useMemo(
    () => knownValuesFor(kind, me, { idNumber, passport, candidateEmail, candidateCellphone, fullName, clientName }),
    [kind, me, idNumber, passport, candidateEmail, candidateCellphone, fullName, clientName],
  );
  const { findingsOf, recheck } = useAnonymityCheck(values, known);
  const guardOf = (field: GuardedField): Guard => ({
    findings: findingsOf(field),
    onRedact: (finding) => {
      const text = values[field];
      const span = currentSpan(text, finding, known);
      if (!span) {
        recheck(field, text);
        return;
      }
      const redacted = redact(text, span);
      onChange({ [field]: redacted });
      recheck(field, redacted);
    },
  });
  const hasWarnings = GUARDED_FIELDS.some((field) => findingsOf(field).some((found) => found.severity === 'warn'));
  return { guardOf, hasWarnings };
}
