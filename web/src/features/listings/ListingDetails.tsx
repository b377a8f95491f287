import { cardClass } from '../../components/ui/Card';
import styles from './ListingView.module.css';
import {
  CATEGORIES,
  EQUITIES,
  GENDERS,
  NATURES,
  PACKAGES,
  SECTORS,
  displayNames,
  locationLabel,
  lookupName,
} from '../../../../shared/lookups';
import type { ListingView } from '../../../../shared/types/listings';
import { CANDIDATE_FIELD_LABELS, JOB_FIELD_LABELS } from '../../../../shared/schemas/listing';
import { KIND_CONFIG } from './kind-config';
import { ListingFacts, type ListingFactEntry } from './ListingFacts';

function Section({ id, title, facts }: { id: string; title: string; facts: readonly ListingFactEntry[] }) {
  return (
    <section className={`${cardClass} ${styles.listingSection}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ListingFacts layout="section" facts={facts} />
    </section>
  );
}

/** The listing read-only, in the form's sections (spec “Screen details” Job Spec Listing). */
export function ListingDetails({ view }: { view: ListingView }) {
  const config = KIND_CONFIG[view.kind];
  const title = view.kind === 'job' ? view.jobTitle : view.candidateTitle;
  const locations = view.locations.map(locationLabel).filter(Boolean).join('; ');
  // The form's own labels (shared/schemas/listing.ts), so the view and the form name a field alike.
  const labels = view.kind === 'job' ? JOB_FIELD_LABELS : CANDIDATE_FIELD_LABELS;
  const sections: ReadonlyArray<{ id: string; title: string; facts: readonly ListingFactEntry[] }> = [
    {
      id: 'view-general',
      title: 'General',
      facts: [
        { label: config.titleLabel, value: title },
        { label: labels.categories, value: displayNames(view.categories, CATEGORIES) },
        view.categoryOther && { label: labels.categoryOther, value: view.categoryOther },
        { label: labels.natures, value: displayNames(view.natures, NATURES) },
        { label: labels.equities, value: displayNames(view.equities, EQUITIES) },
        { label: labels.genderId, value: lookupName(GENDERS, view.genderId) },
        { label: labels.packageId, value: lookupName(PACKAGES, view.packageId) },
      ],
    },
    {
      id: 'view-location',
      title: 'Location',
      facts: [
        { label: labels.locations, value: locations },
        view.countryOther && { label: labels.countryOther, value: view.countryOther },
      ],
    },
    {
      id: 'view-requirements',
      title: 'Requirements',
      facts: [
        { label: labels.qualifications, value: view.qualifications, isProse: true },
        { label: labels.experience, value: view.experience, isProse: true },
        { label: labels.sectors, value: displayNames(view.sectors, SECTORS) },
        view.sectorOther && { label: labels.sectorOther, value: view.sectorOther },
      ],
    },
    {
      id: 'view-additional',
      title: 'Additional Information',
      facts: [
        { label: labels.additional, value: view.additional, isProse: true },
        view.kind === 'job' &&
          view.isHiringCompany && { label: JOB_FIELD_LABELS.placementFee, value: view.placementFee },
        view.kind === 'job' &&
          !view.isHiringCompany && { label: JOB_FIELD_LABELS.sourcing, value: view.sourcing ? 'Yes' : 'No' },
      ],
    },
  ];
  return (
    <div className={styles.listingForm}>
      {sections.map((section) => (
        <Section key={section.id} {...section} />
      ))}
    </div>
  );
}
