import { Field } from '../../components/ui/Field';

export type PasswordPair = { password: string; confirm: string };

/** The labels of the pair: 'Password' when registering, 'New Password' when changing or resetting it. */
const LABELS = {
  register: { password: 'Password', confirm: 'Confirm password' },
  change: { password: 'New Password', confirm: 'Confirm New Password' },
} as const;

const RULES_HINT = 'At least 6 characters, with a capital letter and a number.';

/**
 * A new password and its confirmation (Register, Change Password, a reset link): browsers offer
 * to generate and save a new password for both; the errors are the shared schema's (`password`,
 * `confirm`). `hasRulesHint`: the password's rules under its field (a screen whose intro already
 * says them leaves it out).
 */
export function PasswordPairFields({
  values,
  onChange,
  errorFor,
  labels = 'change',
  hasRulesHint = true,
}: {
  values: PasswordPair;
  onChange: (field: keyof PasswordPair, value: string) => void;
  errorFor: (field: keyof PasswordPair) => string | undefined;
  labels?: keyof typeof LABELS;
  hasRulesHint?: boolean;
}) {
  return (
    <>
      {(['password', 'confirm'] as const).map((field) => (
        <Field
          key={field}
          label={LABELS[labels][field]}
          type="password"
          autoComplete="new-password"
          value={values[field]}
          onChange={(e) => onChange(field, e.target.value)}
          error={errorFor(field)}
          hint={field === 'password' && hasRulesHint ? RULES_HINT : undefined}
        />
      ))}
    </>
  );
}
