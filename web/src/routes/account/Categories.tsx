import { Choice, ChoiceList } from '../../components/ui/Choice';
import { useEffect, useState, type FormEvent } from 'react';
import { cardClass } from '../../components/ui/Card';
import { formStyles } from '../../components/ui/Form';
import { Button } from '../../components/ui/Button';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMe } from '../../api/session';
import type { Me } from '../../../../shared/types/account';
import { Field } from '../../components/ui/Field';
import { useModal } from '../../components/ui/Dialog';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { changedFields, useSaveProfile } from '../../features/account/useSaveProfile';
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
  const { save, isSaving, errorFor, form, bindForm } = useSaveProfile(
    'Your recruitment categories were updated successfully.',
  );
  const modal = useModal();
  const navigate = useNavigate();
  const welcome = (useLocation().state as { welcome?: string } | null)?.welcome;
  const hasOther = categories.includes(OTHER_CATEGORY_ID);

  useEffect(() => {
    if (welcome !== 'categories') return;
    modal({
      header: 'Choose your recruitment categories',
      content: (
        <p>
          Pick at least one category you recruit in. We use them to alert you to new job specs and candidates in your
          niche.
        </p>
      ),
      options: [{ caption: 'OK' }],
    });
  }, [welcome, modal]);

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
    if (saved && welcome) navigate('/dashboard');
  }

  return (
    <form
      ref={bindForm}
      className={`${cardClass} ${formStyles.form}`}
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby="categories-title"
    >
      <h2 id="categories-title">Recruitment Categories</h2>
      <p className="muted">Choose the categories you recruit in ({categories.length} selected).</p>
      <ChoiceList legend="Recruitment categories" isLegendHidden hasColumns error={errorFor('categories')}>
        {CATEGORIES.map((c) => {
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
          {isSaving ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
