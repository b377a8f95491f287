import { telHref } from '../../api/config';
import { cardClass } from '../../components/ui/Card';
import styles from './matching.module.css';
import type { PartyContact } from '../../../../shared/types/matches';

const BLANK = '-';

const isBlank = (value: string | null | undefined) => !value || !value.trim() || value.trim() === BLANK;

/** 'www.example.co.za' → 'https://www.example.co.za'; anything already with a scheme stays. */
function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

function ContactFact({ label, value, href }: { label: string; value: string; href?: (value: string) => string }) {
  const blank = isBlank(value);
  return (
    <div className={styles.matchFact}>
      <dt>{label}</dt>
      <dd>
        {blank && BLANK}
        {!blank && href && (
          <a href={href(value)} {...(label === 'Website' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {value}
          </a>
        )}
        {!blank && !href && value}
      </dd>
    </div>
  );
}

/**
 * One party's contact details, revealed once a proposal is approved (spec “Screen details”): full name,
 * company, job title, website, e-mail (mailto) and cellphone (tel), '-' for blanks.
 */
export function ContactCard({ heading, contact, id }: { heading: string; contact: PartyContact; id: string }) {
  return (
    <section className={`${cardClass} ${styles.matchPanel}`} aria-labelledby={id}>
      <h2 id={id} className={styles.matchPanelHeading}>
        {heading}
      </h2>
      <dl className={styles.matchFacts}>
        <ContactFact label="Full Name" value={contact.fullname} />
        <ContactFact label="Company" value={contact.company} />
        <ContactFact label="Job Title" value={contact.title} />
        <ContactFact label="Website" value={contact.website} href={websiteHref} />
        <ContactFact label="E-mail" value={contact.email} href={(email) => `mailto:${email}`} />
        <ContactFact label="Cellphone" value={contact.cellphone} href={telHref} />
      </dl>
    </section>
  );
}
