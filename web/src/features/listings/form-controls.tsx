/** Small labelled controls of the listing form; each wires its hint and error for screen readers. */
import { useId } from 'react';
import { fieldStyles } from '../../components/ui/Field';
import { Select } from '../../components/ui/Select';
import styles from './ListingView.module.css';
import type { Option } from './lookup-options';

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/** The textarea with a character counter for its LIMITS limit is the design system's. */
export { TextArea } from '../../components/ui/TextArea';

type ChoiceGroupProps = {
  legend: string;
  options: readonly Option[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
};

/** A short list of checkboxes shown inline (Nature of Employment, Employment Equity). */
export function ChoiceGroup({ legend, options, selected, onChange, error }: ChoiceGroupProps) {
  const id = useId();
  const toggle = (optionId: number) =>
    onChange(
      (selected.includes(optionId) ? selected.filter((s) => s !== optionId) : [...selected, optionId]).sort(
        (a, b) => a - b,
      ),
    );
  return (
    <fieldset className={styles.choiceGroup} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div className={styles.choiceGroupOptions}>
        {options.map((option) => {
          const isOn = selected.includes(option.id);
          return (
            <label key={option.id} className={isOn ? `${styles.pill} ${styles.pillOn}` : styles.pill}>
              <input type="checkbox" checked={isOn} onChange={() => toggle(option.id)} />
              {option.name}
            </label>
          );
        })}
      </div>
      {error && (
        <small id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </small>
      )}
    </fieldset>
  );
}

type SelectFieldProps = {
  label: string;
  options: readonly Option[];
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
};

/** A single choice with an empty 'Choose…' first option. */
export function SelectField({ label, options, value, onChange, error }: SelectFieldProps) {
  return (
    <Select
      label={label}
      value={value ?? ''}
      error={error}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
    >
      <option value="">Choose…</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </Select>
  );
}

type YesNoProps = { legend: string; hint?: string; value: boolean; onChange: (value: boolean) => void; error?: string };

/** A yes/no radio pair (Candidate Sourcing). */
export function YesNo({ legend, hint, value, onChange, error }: YesNoProps) {
  const id = useId();
  return (
    <fieldset
      className={styles.choiceGroup}
      aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
    >
      <legend>{legend}</legend>
      <div className={`${styles.choiceGroupOptions} ${styles.choiceGroupOptionsInline}`}>
        <label className={value ? `${styles.pill} ${styles.pillOn}` : styles.pill}>
          <input type="radio" name={id} checked={value} onChange={() => onChange(true)} />
          Yes
        </label>
        <label className={!value ? `${styles.pill} ${styles.pillOn}` : styles.pill}>
          <input type="radio" name={id} checked={!value} onChange={() => onChange(false)} />
          No
        </label>
      </div>
      {hint && (
        <small id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </small>
      )}
    </fieldset>
  );
}
