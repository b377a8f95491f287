import { Choice, ChoiceList } from '../../components/ui/Choice';
import { useState, type FormEvent } from 'react';
import { cardClass } from '../../components/ui/Card';
import { formStyles } from '../../components/ui/Form';
import { Button } from '../../components/ui/Button';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMe } from '../../api/session';
import type { Me } from '../../../../shared/types/account';
import { Field } from '../../components/ui/Field';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { changedFields, useSaveProfile } from '../../features/account/useSaveProfile';
import { onboardingStep } from '../../features/onboarding/onboarding-step';
import onboardingStyles from '../../features/onboarding/onboarding.module.css';
import { CATEGORIES, OTHER_CATEGORY_ID } from '../../../../shared/lookups';
import { requiredMessage } from '../../../../shared/messages';

export default function Categories() {
  useDocumentTitle('Recruitment Categories');
  const { data: me } = useMe();
  if (!me) return <PageLoading />;
  return <CategoriesForm me={me} />;
}

function CategoriesForm({ me }: { me: Me }) {
  const [categories, setCategories] = useState(me.categories);
  const [categoryOther, setCategoryOther] = useState(me.categoryOther);
  // Fixed for the screen's life: saving ends the step (and would end 'onboarding' before the next one opens).
  const { pathname } = useLocation();
  const [isOnboarding] = useState(() => onboardingStep(me, pathname) === 2);
  const { save, isSaving, errorFor, form, bindForm } = useSaveProfile(
    isOnboarding ? null : 'Your recruitment categories were updated successfully.',
  );
  const navigate = useNavigate();
  const hasOther = categories.includes(OTHER_CATEGORY_ID);
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = needle ? CATEGORIES.filter((c) => c.name.toLowerCase().includes(needle)) : CATEGORIES;

  const toggle = (id: number) => {
    form.clearError('categories');
    setCategories((list) => (list.includes(id) ? list.filter((c) => c !== id) : [...list, id].sort((a, b) => a - b)));
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (categories.length === 0) {
      form.showErrors({ categories: requiredMessage('Recruitment Category') });
      return;
    }
    const values = { categories, categoryOther: hasOther ? categoryOther : '' };
    const saved = await save(changedFields(values, { categories: me.categories, categoryOther: me.categoryOther }));
    // The guided start goes on to its last step; otherwise the member stays on My Account.
    if (saved && isOnboarding) navigate('/welcome');
  }

  return (
    <>
      {/* The spec's welcome modal, as the second step's introduction. */}
      {isOnboarding && (
        <header className={onboardingStyles.intro}>
          <h1>Choose your recruitment categories</h1>
          <p>
            Pick at least one category you recruit in. We use them to alert you to new job specs and candidates in your
            niche.
          </p>
        </header>
      )}
      <form
        ref={bindForm}
        className={`${cardClass} ${formStyles.form}`}
        onSubmit={handleSubmit}
        noValidate
        aria-labelledby="categories-title"
      >
        <h2 id="categories-title">Recruitment Categories</h2>
        <p className="muted" aria-live="polite">
          Choose the categories you recruit in ({categories.length} selected).
        </p>
        <Field
          label="Search categories"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          hint={needle ? `${shown.length} of ${CATEGORIES.length} shown` : undefined}
        />
        <ChoiceList legend="Recruitment categories" isLegendHidden hasColumns error={errorFor('categories')}>
          {shown.length === 0 && <p className="muted">No category matches “{search.trim()}”. Try Other.</p>}
          {shown.map((c) => {
            const isOn = categories.includes(c.id);
            return (
              <Choice key={c.id} checked={isOn} onChange={() => toggle(c.id)}>
                {c.name}
              </Choice>
            );
          })}
        </ChoiceList>
        {hasOther && (
          <Field
            label="Other Category(ies)"
            value={categoryOther}
            onChange={(e) => setCategoryOther(e.target.value)}
            limit="otherText"
            error={errorFor('categoryOther')}
            hint="Which other categories do you recruit in?"
          />
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
