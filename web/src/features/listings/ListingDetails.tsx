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
  return (
    <div className={styles.listingForm}>
      <Section
        id="view-general"
        title="General"
        facts={[
          { label: config.titleLabel, value: title },
          { label: 'Recruitment Category', value: displayNames(view.categories, CATEGORIES) },
          view.categoryOther && { label: 'Other Category(ies)', value: view.categoryOther },
          { label: 'Nature of Employment', value: displayNames(view.natures, NATURES) },
          { label: 'Employment Equity', value: displayNames(view.equities, EQUITIES) },
          {
            label: view.kind === 'job' ? 'Gender Preference' : 'Gender',
            value: lookupName(GENDERS, view.genderId),
          },
          { label: 'Annual CTC Package', value: lookupName(PACKAGES, view.packageId) },
        ]}
      />
      <Section
        id="view-location"
        title="Location"
        facts={[
          { label: 'Locations', value: locations },
          view.countryOther && { label: 'Country Name', value: view.countryOther },
        ]}
      />
      <Section
        id="view-requirements"
        title="Requirements"
        facts={[
          { label: 'Qualifications', value: view.qualifications, isProse: true },
          { label: 'Experience', value: view.experience, isProse: true },
          { label: 'Industry Sector Experience', value: displayNames(view.sectors, SECTORS) },
          view.sectorOther && { label: 'Other Sector(s)', value: view.sectorOther },
        ]}
      />
      <Section
        id="view-additional"
        title="Additional Information"
        facts={[
          { label: 'Additional Information', value: view.additional, isProse: true },
          view.kind === 'job' && view.isHiringCompany && { label: 'Placement Fee %', value: view.placementFee },
          view.kind === 'job' &&
            !view.isHiringCompany && { label: 'Candidate Sourcing', value: view.sourcing ? 'Yes' : 'No' },
        ]}
      />
    </div>
  );
}
