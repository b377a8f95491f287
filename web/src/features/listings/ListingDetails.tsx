import type { ReactNode } from 'react';
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

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt>{label}</dt>
      <dd>{children || '-'}</dd>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={`${cardClass} ${styles.listingSection}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl className={styles.details}>{children}</dl>
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
      <Section id="view-general" title="General">
        <Fact label={config.titleLabel}>{title}</Fact>
        <Fact label="Recruitment Category">{displayNames(view.categories, CATEGORIES)}</Fact>
        {view.categoryOther && <Fact label="Other Category(ies)">{view.categoryOther}</Fact>}
        <Fact label="Nature of Employment">{displayNames(view.natures, NATURES)}</Fact>
        <Fact label="Employment Equity">{displayNames(view.equities, EQUITIES)}</Fact>
        <Fact label={view.kind === 'job' ? 'Gender Preference' : 'Gender'}>{lookupName(GENDERS, view.genderId)}</Fact>
        <Fact label="Annual CTC Package">{lookupName(PACKAGES, view.packageId)}</Fact>
      </Section>
      <Section id="view-location" title="Location">
        <Fact label="Locations">{locations}</Fact>
        {view.countryOther && <Fact label="Country Name">{view.countryOther}</Fact>}
      </Section>
      <Section id="view-requirements" title="Requirements">
        <Fact label="Qualifications">
          <span className={styles.prose}>{view.qualifications}</span>
        </Fact>
        <Fact label="Experience">
          <span className={styles.prose}>{view.experience}</span>
        </Fact>
        <Fact label="Industry Sector Experience">{displayNames(view.sectors, SECTORS)}</Fact>
        {view.sectorOther && <Fact label="Other Sector(s)">{view.sectorOther}</Fact>}
      </Section>
      <Section id="view-additional" title="Additional Information">
        <Fact label="Additional Information">
          {view.additional && <span className={styles.prose}>{view.additional}</span>}
        </Fact>
        {view.kind === 'job' && view.isHiringCompany && <Fact label="Placement Fee %">{view.placementFee}</Fact>}
        {view.kind === 'job' && !view.isHiringCompany && (
          <Fact label="Candidate Sourcing">{view.sourcing ? 'Yes' : 'No'}</Fact>
        )}
      </Section>
    </div>
  );
}
