import type { FormEvent } from 'react';
import { cardClass } from '../../components/ui/Card';
import styles from './ListingView.module.css';
import { Field } from '../../components/ui/Field';
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
import { ChoiceGroup, SelectField, TextArea, YesNo } from './form-controls';
import { hasOtherCategory, hasOtherSector, type FormField, type ListingFormValues } from './form-model';
import { asksForCountryName } from '../../../../shared/rules/listing';
import { KIND_CONFIG } from './kind-config';
import { LOCATION_OPTIONS, scopedOptions, type Option } from './lookup-options';
import { MultiSelect } from '../../components/ui/MultiSelect';

type ListingFormProps = {
  id: string;
  label: string;
  kind: ListingKind;
  values: ListingFormValues;
  onChange: (patch: Partial<ListingFormValues>) => void;
  errorFor: (field: FormField) => string | undefined;
  /** The job's owner is a hiring company: Placement Fee % instead of Candidate Sourcing. */
  isHiringCompany: boolean;
  onSubmit: () => void;
};

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
  label,
  kind,
  values,
  onChange,
  errorFor,
  isHiringCompany,
  onSubmit,
}: ListingFormProps) {
  const config = KIND_CONFIG[kind];
  const categories = scopedOptions(CATEGORIES, kind);
  const sectors = scopedOptions(SECTORS, kind);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form id={id} className={styles.listingForm} onSubmit={handleSubmit} noValidate aria-label={label}>
      <section className={`${cardClass} ${styles.listingSection}`} aria-labelledby={`${id}-general`}>
        <h2 id={`${id}-general`}>General</h2>
        <Field
          label={config.titleLabel}
          value={values.title}
          maxLength={LIMITS.listingTitle}
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
          <Field
            label="Other Category(ies)"
            value={values.categoryOther}
            maxLength={LIMITS.otherText}
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
        {/* International and Other both ask for the Country Name (spec §3, §5 rule 7). */}
        {asksForCountryName(values.locations) && (
          <Field
            label="Country Name"
            autoComplete="country-name"
            value={values.countryOther}
            maxLength={LIMITS.otherText}
            onChange={(e) => onChange({ countryOther: e.target.value })}
            error={errorFor('countryOther')}
            required
          />
        )}
      </section>

      <section className={`${cardClass} ${styles.listingSection}`} aria-labelledby={`${id}-requirements`}>
        <h2 id={`${id}-requirements`}>Requirements</h2>
        <TextArea
          label="Qualifications"
          value={values.qualifications}
          maxLength={LIMITS.qualifications}
          onChange={(e) => onChange({ qualifications: e.target.value })}
          error={errorFor('qualifications')}
          required
        />
        <TextArea
          label="Experience"
          value={values.experience}
          maxLength={LIMITS.experience}
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
          <Field
            label="Other Sector(s)"
            value={values.sectorOther}
            maxLength={LIMITS.otherText}
            onChange={(e) => onChange({ sectorOther: e.target.value })}
            error={errorFor('sectorOther')}
          />
        )}
      </section>

      <section className={`${cardClass} ${styles.listingSection}`} aria-labelledby={`${id}-additional`}>
        <h2 id={`${id}-additional`}>Additional Information</h2>
        <TextArea
          label="Additional Information"
          value={values.additional}
          maxLength={LIMITS.additional}
          onChange={(e) => onChange({ additional: e.target.value })}
          error={errorFor('additional')}
          hint="Optional. Do not name the client or the candidate."
        />
        {kind === 'job' && isHiringCompany && (
          <Field
            label="Placement Fee %"
            inputMode="decimal"
            value={values.placementFee}
            maxLength={LIMITS.placementFee}
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
    </form>
  );
}
