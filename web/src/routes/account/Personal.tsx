import { Choice, ChoiceList } from '../../components/ui/Choice';
import { useState, type FormEvent } from 'react';
import { cardClass } from '../../components/ui/Card';
import { Select } from '../../components/ui/Select';
import { formStyles } from '../../components/ui/Form';
import { Button } from '../../components/ui/Button';
import styles from './account.module.css';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMe } from '../../api/session';
import type { Me } from '../../../../shared/types/account';
import { Field } from '../../components/ui/Field';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { changedFields, useSaveProfile } from '../../features/account/useSaveProfile';
import { onboardingStep } from '../../features/onboarding/onboarding-step';
import onboardingStyles from '../../features/onboarding/onboarding.module.css';
import { COMPANY_TYPES, HIRING_COMPANY_TYPE_ID, NATURES } from '../../../../shared/lookups';

const editable = (me: Me) => ({
  firstname: me.firstname,
  lastname: me.lastname,
  company: me.company,
  companyType: me.companyType,
  title: me.title,
  website: me.website,
  apso: me.apso,
  landline: me.landline,
  cellphone: me.cellphone,
  natures: me.natures,
  sourcing: me.sourcing,
});

export default function Personal() {
  useDocumentTitle('Personal Details');
  const { data: me } = useMe();
  if (!me) return <PageLoading />;
  return <PersonalForm me={me} />;
}

function PersonalForm({ me }: { me: Me }) {
  const [values, setValues] = useState(() => editable(me));
  // Fixed for the screen's life: saving ends the step (and would end 'onboarding' before the next one opens).
  const { pathname } = useLocation();
  const [isOnboarding] = useState(() => onboardingStep(me, pathname) === 1);
  const { save, isSaving, errorFor, clearError, bindForm } = useSaveProfile(
    isOnboarding ? null : 'Your personal details were updated successfully.',
  );
  const navigate = useNavigate();
  const isHiringCompany = values.companyType === HIRING_COMPANY_TYPE_ID;
  const [isMoreOpen, setIsMoreOpen] = useState(false);
  // A refusal of one of the folded fields opens the fold, so the error is seen and focused.
  const hasFoldedError = ['website', 'apso', 'landline'].some((field) => errorFor(field));

  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    clearError(key);
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // A new profile is checked whole, so an empty one names its first missing field (spec order)
    // instead of 'no changes'; a complete one sends only what changed.
    const saved = await save(me.isProfileComplete ? changedFields(values, editable(me)) : values);
    if (saved && !saved.hasCategories) navigate('/account/recruitment-categories');
  }

  // Website, membership number and landline: in the spec's order on the profile page, folded away on
  // a new member's first step.
  const website = (
    <Field
      label="Website"
      type="url"
      inputMode="url"
      autoComplete="url"
      value={values.website}
      onChange={set('website')}
      limit="website"
      error={errorFor('website')}
      hint="For example www.yourcompany.co.za"
    />
  );
  const membershipNumber = (
    <Field
      label="Membership Number"
      value={values.apso}
      onChange={set('apso')}
      limit="membershipNumber"
      error={errorFor('apso')}
      hint="Your association membership number, if you have one."
    />
  );
  const landline = (
    <Field
      label="Landline"
      type="tel"
      value={values.landline}
      onChange={set('landline')}
      limit="phone"
      error={errorFor('landline')}
    />
  );

  return (
    <>
      {/* The spec's welcome modal, as the first step's introduction. */}
      {isOnboarding && (
        <header className={onboardingStyles.intro}>
          <h1>Welcome to Recruiter Connect</h1>
          <p>
            Before you start, please complete your personal details: your first name, last name, company, company type
            and job title. Other members see them only once you both agree to a match.
          </p>
        </header>
      )}
      <form
        ref={bindForm}
        className={`${cardClass} ${formStyles.form}`}
        onSubmit={handleSubmit}
        noValidate
        aria-labelledby="personal-title"
      >
        <h2 id="personal-title">Personal Details</h2>
        <div className={`${formStyles.grid} ${formStyles.gridTwo}`}>
          <Field
            label="First Name"
            autoFocus={isOnboarding}
            autoComplete="given-name"
            value={values.firstname}
            onChange={set('firstname')}
            limit="name"
            error={errorFor('firstname')}
            required
          />
          <Field
            label="Last Name"
            autoComplete="family-name"
            value={values.lastname}
            onChange={set('lastname')}
            limit="name"
            error={errorFor('lastname')}
            required
          />
          <Field
            label="Company"
            autoComplete="organization"
            value={values.company}
            onChange={set('company')}
            limit="company"
            error={errorFor('company')}
            required
          />
          <Select
            id="companyType"
            label="Company Type"
            value={values.companyType}
            onChange={(e) => setValues((v) => ({ ...v, companyType: Number(e.target.value) }))}
            error={errorFor('companyType')}
          >
            {COMPANY_TYPES.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </Select>
          <Field
            label="Job Title"
            autoComplete="organization-title"
            value={values.title}
            onChange={set('title')}
            limit="jobTitle"
            error={errorFor('title')}
            required
          />
          {!isOnboarding && website}
          {!isOnboarding && membershipNumber}
          <Field
            label="Cellphone"
            type="tel"
            autoComplete="tel"
            value={values.cellphone}
            onChange={set('cellphone')}
            limit="phone"
            error={errorFor('cellphone')}
          />
          {!isOnboarding && landline}
        </div>
        {isOnboarding && (
          // A new member fills in what others need first; the rest waits one tap away.
          <details
            className={styles.more}
            open={isMoreOpen || hasFoldedError}
            onToggle={(e) => setIsMoreOpen(e.currentTarget.open)}
          >
            <summary>Website, landline and membership number (optional)</summary>
            <div className={`${formStyles.grid} ${formStyles.gridTwo}`}>
              {website}
              {membershipNumber}
              {landline}
            </div>
          </details>
        )}
        {isHiringCompany && (
          <p className={styles.notice} role="note">
            Hiring companies do not receive new candidate or new position alerts, cannot post candidates and cannot
            propose matches or source candidates. Saving turns those alerts and candidate sourcing off.
          </p>
        )}
        <ChoiceList legend="Nature of Employment you recruit for" isRow>
          {NATURES.map((n) => {
            const isOn = values.natures.includes(n.id);
            return (
              <Choice
                key={n.id}
                checked={isOn}
                onChange={() =>
                  setValues((v) => ({
                    ...v,
                    natures: isOn ? v.natures.filter((id) => id !== n.id) : [...v.natures, n.id].sort((a, b) => a - b),
                  }))
                }
              >
                {n.name}
              </Choice>
            );
          })}
        </ChoiceList>
        {/* Spec “Entities and their fields” Account "sourcing": decides who hears of job specs open to sourcing offers. */}
        {!isHiringCompany && (
          <Choice checked={values.sourcing} onChange={() => setValues((v) => ({ ...v, sourcing: !v.sourcing }))}>
            <span>
              <strong>I offer candidate sourcing services</strong>
              <br />
              <small className="muted">
                You will hear of every new job spec open to sourcing offers, whatever its recruitment categories.
              </small>
            </span>
          </Choice>
        )}
        <div className={formStyles.actions}>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? 'Saving…' : isOnboarding ? 'Save and continue' : 'Save'}
          </Button>
        </div>
      </form>
    </>
  );
}
