/**
 * The anonymity guard as the member types: each free-text field of the listing form is checked on
 * this device (shared/anonymity, no network) a moment after typing stops, in an idle slice of the
 * main thread, so a keystroke never waits for it. Only the fields whose text changed are checked again.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { checkText, redact, type Finding, type KnownValues } from '../../../../shared/anonymity';
import { useMe } from '../../api/session';
import type { Me } from '../../../../shared/types/account';
import type { ListingKind } from '../../../../shared/lookups';
import type { FormField, ListingFormValues } from './form-model';

/** The free-text fields of a job spec or candidate that are read by other members. */
export const GUARDED_FIELDS = [
  'title',
  'categoryOther',
  'countryOther',
  'qualifications',
  'experience',
  'sectorOther',
  'additional',
] as const satisfies readonly FormField[];

export type GuardedField = (typeof GUARDED_FIELDS)[number];

/** One field's findings and the text they were found in (their offsets count in that text). */
type Checked = { text: string; findings: Finding[] };

/** A finding with the words it covers, as they were when it was found. */
export type QuotedFinding = Finding & { quote: string };

const WAIT_AFTER_TYPING_MS = 250;

/** What the guard knows must not appear: the member's own details, and the candidate's identifiers. */
export function knownValuesFor(
  kind: ListingKind,
  me: Me | null | undefined,
  values: Pick<ListingFormValues, 'idNumber' | 'passport' | 'candidateEmail' | 'candidateCellphone'>,
): KnownValues {
  return {
    own: me
      ? { email: me.email, phones: [me.cellphone, me.landline], company: me.company, website: me.website }
      : undefined,
    secrets:
      kind === 'candidate'
        ? {
            email: values.candidateEmail,
            phones: [values.candidateCellphone],
            idNumber: values.idNumber,
            passport: values.passport,
          }
        : undefined,
  };
}

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

/**
 * A finding's span in the field's text as it is now: the offsets of a check made a moment ago may
 * have moved since, so the text is checked again and the same span (same kind, same words) is taken.
 */
export function currentSpan(text: string, shown: QuotedFinding, known: KnownValues): Finding | undefined {
  const now = checkText(text, known);
  const sameWords = (one: Finding) => one.kind === shown.kind && text.slice(one.start, one.end) === shown.quote;
  return now.find((one) => one.start === shown.start && sameWords(one)) ?? now.find(sameWords);
}

/** A field's findings and its Redact, as the guarded controls take them. */
export type Guard = { findings: QuotedFinding[]; onRedact: (finding: QuotedFinding) => void };

/**
 * The guard of the listing form: the known values (the member's account, the candidate's
 * identifiers), the check as they type, and `guardOf(field)` for each free-text control.
 */
export function useAnonymityGuard(
  kind: ListingKind,
  values: ListingFormValues,
  onChange: (patch: Partial<ListingFormValues>) => void,
): (field: GuardedField) => Guard {
  const { data: me } = useMe();
  const { idNumber, passport, candidateEmail, candidateCellphone } = values;
  const known = useMemo(
    () => knownValuesFor(kind, me, { idNumber, passport, candidateEmail, candidateCellphone }),
    [kind, me, idNumber, passport, candidateEmail, candidateCellphone],
  );
  const { findingsOf, recheck } = useAnonymityCheck(values, known);
  return (field) => ({
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
}
