import type { FormEvent, Ref } from 'react';
import { cardClass } from '../../components/ui/Card';
import styles from './ListingView.module.css';
import { DateField, Field, fieldStyles } from '../../components/ui/Field';
import { Checkbox } from '../../components/ui/Checkbox';
import { LIMITS } from '../../../../shared/constants';
import {
  CATEGORIES,
  EQUITIES,
  GENDERS,
  NATURES,
  PACKAGES,
  SECTORS,
  type ListingKind,
} from '../../../../shared/lookups';
import { ChoiceGroup, SelectField, YesNo } from './form-controls';
import { hasOtherCategory, hasOtherSector, type FormField, type ListingFormValues } from './form-model';
import { asksForCountryName } from '../../../../shared/rules/listing';
import { KIND_CONFIG } from './kind-config';
import { LOCATION_OPTIONS, scopedOptions, type Option } from './lookup-options';
import { MultiSelect } from '../../components/ui/MultiSelect';
import { GuardedTextArea, GuardedTextInput } from './AnonymityGuard';
import { useAnonymityGuard } from './useAnonymityCheck';
import { ANONYMITY_CONFIRM_LABEL } from '../../../../shared/schemas/listing';

type ListingFormProps = {
  id: string;
  /** The form hook's ref: a submit's first error is focused inside this form. */
  bindForm?: Ref<HTMLFormElement>;
  label: string;
  kind: ListingKind;
  values: ListingFormValues;
  onChange: (patch: Partial<ListingFormValues>) => void;
  errorFor: (field: FormField) => string | undefined;
  /** The job's owner is a hiring company: Placement Fee % instead of Candidate Sourcing. */
  isHiringCompany: boolean;
  /** The server asked for the confirmation of the guard's warnings on the last save. */
  isConfirmAsked?: boolean;
  onSubmit: () => void;
};

/** Today as YYYY-MM-DD in the member's own time zone. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** 'Chosen: A, B, C' under a multi-select whose caption can show only the first choice. */
function chosenHint(ids: readonly number[], options: readonly Option[]): string | undefined {
  if (ids.length < 2) return undefined;
  return `Chosen: ${options
    .filter((o) => ids.includes(o.id))
    .map((o) => o.name)
    .join(', ')}`;
}

/**
 * The job or candidate form in the spec's sections (General, Location, Requirements, Additional
 * Information). Lists offer only the items this kind may use; the 'other' inputs appear only
 * when their free-input choice is chosen.
 */
export function ListingForm({
  id,
  bindForm,
  label,
  kind,
  values,
  onChange,
  errorFor,
  isHiringCompany,
  isConfirmAsked = false,
  onSubmit,
}: ListingFormProps) {
  const config = KIND_CONFIG[kind];
  const categories = scopedOptions(CATEGORIES, kind);
  const sectors = scopedOptions(SECTORS, kind);
  const { guardOf, hasWarnings } = useAnonymityGuard(kind, values, onChange);
  const isConfirmShown = hasWarnings || isConfirmAsked || values.anonymityConfirmed;
  const confirmError = errorFor('anonymityConfirmed');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form ref={bindForm} id={id} className={styles.listingForm} onSubmit={handleSubmit} noValidate aria-label={label}>
      <section className={`${cardClass} ${styles.listingSection}`} aria-labelledby={`${id}-general`}>
        <h2 id={`${id}-general`}>General</h2>
        <GuardedTextInput
          guard={guardOf('title')}
          label={config.titleLabel}
          value={values.title}
          limit="listingTitle"
          isCountAlwaysShown
          onChange={(e) => onChange({ title: e.target.value })}
          error={errorFor('title')}
          required
        />
        <MultiSelect
          label="Recruitment Category"
          options={categories}
          selected={values.categories}
          onChange={(ids) => onChange({ categories: ids })}
          noneCaption="Choose categories"
          hint={chosenHint(values.categories, categories)}
          error={errorFor('categories')}
        />
        {hasOtherCategory(values.categories) && (
          <GuardedTextInput
            guard={guardOf('categoryOther')}
            label="Other Category(ies)"
            value={values.categoryOther}
            limit="otherText"
            onChange={(e) => onChange({ categoryOther: e.target.value })}
            error={errorFor('categoryOther')}
          />
        )}
        <ChoiceGroup
          legend="Nature of Employment"
          options={scopedOptions(NATURES, kind)}
          selected={values.natures}
          onChange={(ids) => onChange({ natures: ids })}
          error={errorFor('natures')}
        />
        <ChoiceGroup
          legend="Employment Equity"
          options={scopedOptions(EQUITIES, kind)}
          selected={values.equities}
          onChange={(ids) => onChange({ equities: ids })}
          error={errorFor('equities')}
        />
        <div className={styles.gridTwo}>
          <SelectField
            label={kind === 'job' ? 'Gender Preference' : 'Gender'}
            options={scopedOptions(GENDERS, kind)}
            value={values.genderId}
            onChange={(genderId) => onChange({ genderId })}
            error={errorFor('genderId')}
          />
          <SelectField
            label="Annual CTC Package"
            options={scopedOptions(PACKAGES, kind)}
            value={values.packageId}
            onChange={(packageId) => onChange({ packageId })}
            error={errorFor('packageId')}
          />
        </div>
      </section>

      <section className={`${cardClass} ${styles.listingSection}`} aria-labelledby={`${id}-location`}>
        <h2 id={`${id}-location`}>Location</h2>
        <MultiSelect
          label="Locations"
          options={LOCATION_OPTIONS}
          selected={values.locations}
          onChange={(ids) => onChange({ locations: ids })}
          noneCaption="Choose locations"
          hint={chosenHint(values.locations, LOCATION_OPTIONS)}
          error={errorFor('locations')}
        />
        {/* International and Other both ask for the Country Name (spec “Entities and their fields”, “Validation rules” rule 7). */}
        {asksForCountryName(values.locations) && (
          <GuardedTextInput
            guard={guardOf('countryOther')}
            label="Country Name"
            autoComplete="country-name"
            value={values.countryOther}
            limit="otherText"
            onChange={(e) => onChange({ countryOther: e.target.value })}
            error={errorFor('countryOther')}
            required
          />
        )}
      </section>

      <section className={`${cardClass} ${styles.listingSection}`} aria-labelledby={`${id}-requirements`}>
        <h2 id={`${id}-requirements`}>Requirements</h2>
        <GuardedTextArea
          guard={guardOf('qualifications')}
          label="Qualifications"
          value={values.qualifications}
          limit={LIMITS.qualifications}
          onChange={(e) => onChange({ qualifications: e.target.value })}
          error={errorFor('qualifications')}
          required
        />
        <GuardedTextArea
          guard={guardOf('experience')}
          label="Experience"
          value={values.experience}
          limit={LIMITS.experience}
          onChange={(e) => onChange({ experience: e.target.value })}
          error={errorFor('experience')}
          required
        />
        <MultiSelect
          label="Industry Sector Experience"
          options={sectors}
          selected={values.sectors}
          onChange={(ids) => onChange({ sectors: ids })}
          noneCaption="Choose sectors"
          hint={chosenHint(values.sectors, sectors)}
          error={errorFor('sectors')}
        />
        {hasOtherSector(values.sectors) && (
          <GuardedTextInput
            guard={guardOf('sectorOther')}
            label="Other Sector(s)"
            value={values.sectorOther}
            limit="otherText"
            onChange={(e) => onChange({ sectorOther: e.target.value })}
            error={errorFor('sectorOther')}
          />
        )}
      </section>

      <section className={`${cardClass} ${styles.listingSection}`} aria-labelledby={`${id}-additional`}>
        <h2 id={`${id}-additional`}>Additional Information</h2>
        <GuardedTextArea
          guard={guardOf('additional')}
          label="Additional Information"
          value={values.additional}
          limit={LIMITS.additional}
          onChange={(e) => onChange({ additional: e.target.value })}
          error={errorFor('additional')}
          hint="Optional. Do not name the client or the candidate."
        />
        {kind === 'job' && isHiringCompany && (
          <Field
            label="Placement Fee %"
            inputMode="decimal"
            value={values.placementFee}
            onChange={(e) => onChange({ placementFee: e.target.value })}
            error={errorFor('placementFee')}
            hint="The fee you pay on placement, as a percentage from 0 to 100."
            required
          />
        )}
        {kind === 'job' && !isHiringCompany && (
          <YesNo
            legend="Candidate Sourcing"
            hint="May other recruiters offer to source candidates for this job?"
            value={values.sourcing}
            onChange={(sourcing) => onChange({ sourcing })}
            error={errorFor('sourcing')}
          />
        )}
      </section>

      {kind === 'candidate' && (
        <section className={`${cardClass} ${styles.listingSection}`} aria-labelledby={`${id}-consent`}>
          <h2 id={`${id}-consent`}>Consent</h2>
          <Checkbox
            checked={values.consentGiven}
            onChange={(e) =>
              onChange({
                consentGiven: e.target.checked,
                // Ticking it for the first time proposes today; the poster may set the day it was given.
                consentDate: e.target.checked && !values.consentDate ? today() : values.consentDate,
              })
            }
            aria-invalid={errorFor('consentGiven') ? true : undefined}
            aria-describedby={errorFor('consentGiven') ? `${id}-consent-error` : undefined}
          >
            The candidate agreed to be presented anonymously to other members of the network.
          </Checkbox>
          {values.consentGiven && (
            <DateField
              label="Date of consent"
              value={values.consentDate}
              max={today()}
              onChange={(e) => onChange({ consentDate: e.target.value })}
              required
            />
          )}
          {errorFor('consentGiven') && (
            <small id={`${id}-consent-error`} className={fieldStyles.error}>
              {errorFor('consentGiven')}
            </small>
          )}
        </section>
      )}

      {kind === 'candidate' && (
        <section className={`${cardClass} ${styles.listingSection}`} aria-labelledby={`${id}-private`}>
          <h2 id={`${id}-private`}>Duplicate check (private)</h2>
          <p className="muted">
            Optional. Never shown to anyone, not even to you again: the server keeps only a one-way code of each, and
            tells you when you save if another member already lists this candidate.
          </p>
          <div className={styles.gridTwo}>
            <Field
              label="SA ID Number"
              inputMode="numeric"
              autoComplete="off"
              value={values.idNumber}
              onChange={(e) => onChange({ idNumber: e.target.value })}
              error={errorFor('idNumber')}
            />
            <Field
              label="Passport Number"
              autoComplete="off"
              value={values.passport}
              onChange={(e) => onChange({ passport: e.target.value })}
              error={errorFor('passport')}
            />
            <Field
              label="Candidate E-mail"
              type="email"
              autoComplete="off"
              value={values.candidateEmail}
              onChange={(e) => onChange({ candidateEmail: e.target.value })}
              error={errorFor('candidateEmail')}
            />
            <Field
              label="Candidate Cellphone"
              type="tel"
              autoComplete="off"
              value={values.candidateCellphone}
              onChange={(e) => onChange({ candidateCellphone: e.target.value })}
              error={errorFor('candidateCellphone')}
            />
            <Field
              label="Candidate Full Name"
              autoComplete="off"
              value={values.fullName}
              onChange={(e) => onChange({ fullName: e.target.value })}
              error={errorFor('fullName')}
              hint="Checked against the text above; never kept or shown."
            />
          </div>
        </section>
      )}

      {kind === 'job' && (
        <section className={`${cardClass} ${styles.listingSection}`} aria-labelledby={`${id}-client`}>
          <h2 id={`${id}-client`}>Your client (private)</h2>
          <p className="muted">
            Optional. Never shown to anyone, not even to you again: the text above is checked for it, and it is
            remembered only as a one-way code to warn you if you name this client in a later listing.
          </p>
          <Field
            label="Client Name"
            autoComplete="off"
            value={values.clientName}
            onChange={(e) => onChange({ clientName: e.target.value })}
            error={errorFor('clientName')}
          />
        </section>
      )}

      {isConfirmShown && (
        <section
          className={`${cardClass} ${styles.listingSection} ${styles.confirmSection}`}
          aria-labelledby={`${id}-confirm`}
        >
          <h2 id={`${id}-confirm`}>Before you save</h2>
          <p className="muted">
            Some text may identify a person or an employer (marked in amber above). Redact it, or check it and confirm.
          </p>
          <Checkbox
            checked={values.anonymityConfirmed}
            onChange={(e) => onChange({ anonymityConfirmed: e.target.checked })}
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? `${id}-confirm-error` : undefined}
          >
            {ANONYMITY_CONFIRM_LABEL}
          </Checkbox>
          {confirmError && (
            <small id={`${id}-confirm-error`} className={fieldStyles.error}>
              {confirmError}
            </small>
          )}
        </section>
      )}
    </form>
  );
}
