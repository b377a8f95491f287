import { useId } from 'react';
import { containerClass } from '../../components/ui/Container';
import styles from './ListingView.module.css';
import type { ListingKind } from '../../../../shared/lookups';
import type { ListingView } from '../../../../shared/types/listings';
import type { ListingFormValues } from './form-model';
import { KIND_CONFIG } from './kind-config';
import { ListingForm } from './ListingForm';
import { EditOptionsPanel, ListingDetailPanel } from './ListingPanels';
import { useListingSave } from './useListingSave';
import { DraftNotice } from '../drafts/DraftNotice';
import type { ListingDraft } from '../drafts/useDrafts';

type ListingEditorProps = {
  kind: ListingKind;
  /** null creates a new listing. */
  uid: string | null;
  heading: string;
  initial: ListingFormValues;
  isHiringCompany: boolean;
  view?: ListingView;
  onCancel?: () => void;
  /** An offline draft being edited. */
  draft?: ListingDraft;
};

/** The form in edit or create mode, with the side panels. */
export function ListingEditor({
  kind,
  uid,
  heading,
  initial,
  isHiringCompany,
  view,
  onCancel,
  draft,
}: ListingEditorProps) {
  const config = KIND_CONFIG[kind];
  const formId = useId();
  const { values, change, save, isSaving, errorFor, bindForm, isConfirmAsked } = useListingSave({
    kind,
    uid,
    initial,
    isHiringCompany,
    draft,
  });

  return (
    <div className={`${containerClass} ${styles.listingLayout}`}>
      <header className={styles.listingLayoutHeader}>
        <h1>{heading}</h1>
        <p className="muted">
          Listings are anonymous: other members see these details, never your client&rsquo;s or candidate&rsquo;s name.
        </p>
      </header>
      {draft && (
        <div className={styles.listingLayoutDetail}>
          <DraftNotice draft={draft} />
        </div>
      )}
      {view && (
        <div className={styles.listingLayoutDetail}>
          <ListingDetailPanel view={view} />
        </div>
      )}
      <div className={styles.listingLayoutMain}>
        <ListingForm
          id={formId}
          bindForm={bindForm}
          label={heading}
          kind={kind}
          values={values}
          onChange={change}
          errorFor={errorFor}
          isHiringCompany={isHiringCompany}
          isConfirmAsked={isConfirmAsked}
          onSubmit={() => void save()}
        />
      </div>
      <div className={styles.listingLayoutOptions}>
        <EditOptionsPanel config={config} formId={formId} isSaving={isSaving} onCancel={onCancel} />
      </div>
    </div>
  );
}
