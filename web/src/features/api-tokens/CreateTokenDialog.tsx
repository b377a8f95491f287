/**
 * The "New token" dialog: a name, the scopes (at least one), the expiry (90 days unless changed).
 * Checked with the shared rules before sending; the server's refusal is shown on its field.
 */
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Checkbox } from '../../components/ui/Checkbox';
import { Field } from '../../components/ui/Field';
import { Select } from '../../components/ui/Select';
import { FormDialog, dialogOptionsClass } from '../../components/ui/FormDialog';
import { ApiError } from '../../api/client';
import { useCreateApiToken } from '../../api/api-tokens';
import {
  API_TOKEN_MESSAGES,
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
} from '../../../../shared/rules/api-tokens';
import type { ApiTokenCreated } from '../../../../shared/types/api-tokens';
import { DEFAULT_EXPIRY, EXPIRY_OPTIONS, expiresAtOf } from './expiry';
import styles from './api-tokens.module.css';

type Errors = { name?: string; scopes?: string; expiresAt?: string; form?: string };

export function CreateTokenDialog({
  isOpen,
  onClose,
  onCreated,
}: {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (created: ApiTokenCreated) => void;
}) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiTokenScope[]>(['read']);
  const [expiry, setExpiry] = useState(DEFAULT_EXPIRY);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateApiToken({
    onSuccess: (created) => {
      setName('');
      setScopes(['read']);
      setExpiry(DEFAULT_EXPIRY);
      onCreated(created);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.field) {
        const field = err.field.startsWith('scopes') ? 'scopes' : err.field;
        setErrors({ [field]: err.message });
      } else setErrors({ form: err instanceof ApiError ? err.message : 'Something went wrong. Please try again.' });
    },
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    const found: Errors = {};
    if (!trimmed) found.name = API_TOKEN_MESSAGES.nameRequired;
    else if (trimmed.length > API_TOKEN_NAME_MAX) found.name = API_TOKEN_MESSAGES.nameTooLong;
    if (scopes.length === 0) found.scopes = API_TOKEN_MESSAGES.scopes;
    setErrors(found);
    if (found.name) {
      document.getElementById('token-name')?.focus();
      return;
    }
    if (found.scopes) {
      document.getElementById('token-scope-read')?.focus();
      return;
    }
    create.mutate({ name: trimmed, scopes, expiresAt: expiresAtOf(expiry) });
  }

  const toggle = (scope: ApiTokenScope, isOn: boolean) =>
    setScopes((current) => (isOn ? [...current, scope] : current.filter((s) => s !== scope)));

  return (
    <FormDialog isOpen={isOpen} labelledBy="new-token-title" onClose={onClose}>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <h2 id="new-token-title">New API token</h2>
        <Field
          id="token-name"
          label="Name"
          hint="What will use it, e.g. “CRM sync”."
          value={name}
          limit="apiTokenName"
          error={errors.name}
          onChange={(event) => {
            setName(event.target.value);
            setErrors((e) => ({ ...e, name: undefined }));
          }}
        />
        <fieldset className={styles.fieldset} aria-describedby={errors.scopes ? 'token-scopes-error' : undefined}>
          <legend>What it may do</legend>
          {API_TOKEN_SCOPES.map((scope) => (
            <Checkbox
              key={scope}
              id={`token-scope-${scope}`}
              checked={scopes.includes(scope)}
              onChange={(event) => {
                toggle(scope, event.target.checked);
                setErrors((e) => ({ ...e, scopes: undefined }));
              }}
            >
              {API_TOKEN_SCOPE_LABELS[scope]}
            </Checkbox>
          ))}
          {errors.scopes ? (
            <p id="token-scopes-error" className={styles.error} role="alert">
              {errors.scopes}
            </p>
          ) : null}
        </fieldset>
        <Select
          label="Expires"
          value={expiry}
          error={errors.expiresAt}
          onChange={(event) => setExpiry(event.target.value)}
        >
          {EXPIRY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
        <p className={styles.meta}>
          A token acts as you, within what you tick. It can never change your account, password or sign-in.
        </p>
        {errors.form ? (
          <p className={styles.error} role="alert">
            {errors.form}
          </p>
        ) : null}
        <div className={dialogOptionsClass}>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            Make token
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
