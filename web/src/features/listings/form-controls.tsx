/** Small labelled controls of the listing form; each wires its hint and error for screen readers. */
import { useId, type TextareaHTMLAttributes } from 'react';
import type { Option } from './lookup-options';

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  value: string;
  maxLength: number;
  hint?: string;
  error?: string;
};

/** A textarea with its maxLength from LIMITS and a character counter. */
export function TextArea({ label, value, maxLength, hint, error, ...textarea }: TextAreaProps) {
  const id = useId();
  const left = maxLength - value.length;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, `${id}-count`, error && `${id}-error`)}
        {...textarea}
      />
      <div className="field__meta">
        {hint ? (
          <small id={`${id}-hint`} className="field__hint">
            {hint}
          </small>
        ) : (
          <span />
        )}
        <small id={`${id}-count`} className={`counter${left < 50 ? ' counter--low' : ''}`}>
          {value.length} / {maxLength}
          <span className="visually-hidden"> characters</span>
        </small>
      </div>
      {error && (
        <small id={`${id}-error`} className="field__error">
          {error}
        </small>
      )}
    </div>
  );
}

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
    <fieldset className="choice-group" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div className="choice-group__options">
        {options.map((option) => {
          const isOn = selected.includes(option.id);
          return (
            <label key={option.id} className={`pill${isOn ? ' pill--on' : ''}`}>
              <input type="checkbox" checked={isOn} onChange={() => toggle(option.id)} />
              {option.name}
            </label>
          );
        })}
      </div>
      {error && (
        <small id={`${id}-error`} className="field__error">
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
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">Choose…</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {error && (
        <small id={`${id}-error`} className="field__error">
          {error}
        </small>
      )}
    </div>
  );
}

type YesNoProps = { legend: string; hint?: string; value: boolean; onChange: (value: boolean) => void; error?: string };

/** A yes/no radio pair (Candidate Sourcing). */
export function YesNo({ legend, hint, value, onChange, error }: YesNoProps) {
  const id = useId();
  return (
    <fieldset className="choice-group" aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}>
      <legend>{legend}</legend>
      <div className="choice-group__options choice-group__options--inline">
        <label className={`pill${value ? ' pill--on' : ''}`}>
          <input type="radio" name={id} checked={value} onChange={() => onChange(true)} />
          Yes
        </label>
        <label className={`pill${!value ? ' pill--on' : ''}`}>
          <input type="radio" name={id} checked={!value} onChange={() => onChange(false)} />
          No
        </label>
      </div>
      {hint && (
        <small id={`${id}-hint`} className="field__hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="field__error">
          {error}
        </small>
      )}
    </fieldset>
  );
}
