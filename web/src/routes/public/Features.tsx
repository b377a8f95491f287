import { cardClass } from '../../components/ui/Card';
import { containerClass } from '../../components/ui/Container';
import { buttonClass } from '../../components/ui/Button';
import styles from './public.module.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { Hero } from '../../layouts/PublicLayout';
import { LISTING_LIFETIME_DAYS } from '../../../../shared/constants';

type Feature = { title: string; summary: string; details: string[]; icon: ReactNode };

/** Simple line icons; decorative, so hidden from assistive technology. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const FEATURES: Feature[] = [
  {
    title: 'Easy Capture',
    summary: 'Load job specs and candidates discreetly, in a couple of minutes, from your phone or your desk.',
    details: [
      'One short form per job spec or candidate, with pick lists for category, sector, package and location.',
      'Listings are anonymous: no client names, candidate names or contact details are ever shown.',
      `Each listing stays live for ${LISTING_LIFETIME_DAYS} days; extend it or close it whenever you like.`,
    ],
    icon: (
      <Icon>
        <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
        <path d="M14 3v5h5" />
        <path d="M12 11v6M9 14h6" />
      </Icon>
    ),
  },
  {
    title: 'Simple Search',
    summary: 'Search the job specs and candidates other recruiters have shared in your niche.',
    details: [
      'Filter by recruitment category, industry sector, location, package, employment equity and more.',
      'Search by job title or reference number, and narrow results to the last day, week or month.',
      'Your filters are remembered on your device, so your niche is always one tap away.',
    ],
    icon: (
      <Icon>
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-4-4" />
      </Icon>
    ),
  },
  {
    title: 'Fast Matching',
    summary: 'Match your listings with theirs and reach out to other recruiters with one proposal.',
    details: [
      'Pick one of your own listings and send a match proposal, or offer to source candidates for a role.',
      'The other recruiter is notified by e-mail and in the app, and approves or declines.',
      'On approval you both receive each other\u2019s contact details, and the fee is split 50/50.',
    ],
    icon: (
      <Icon>
        <path d="M4 7h11l-3-3M20 17H9l3 3" />
        <circle cx="19" cy="7" r="1.5" />
        <circle cx="5" cy="17" r="1.5" />
      </Icon>
    ),
  },
];

export default function Features() {
  useDocumentTitle('Features');
  return (
    <>
      <Hero
        heading="Features"
        text="Everything you need to share listings in confidence, find the right match and make the placement together."
      />
      <div className={containerClass}>
        <section className={styles.publicSection} aria-labelledby="features-list">
          <h2 id="features-list" className="visually-hidden">
            What Recruiter Connect does
          </h2>
          <ul className={styles.featureGrid}>
            {FEATURES.map((feature) => (
              <li key={feature.title} className={`${cardClass} ${styles.featureCard}`}>
                <span className={styles.featureCardIcon}>{feature.icon}</span>
                <h3>{feature.title}</h3>
                <p>{feature.summary}</p>
                <ul className={styles.featureCardDetails}>
                  {feature.details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>

        <section className={`${styles.publicSection} ${styles.ctaBand}`} aria-labelledby="features-start">
          <div>
            <h2 id="features-start">Ready to share your first listing?</h2>
            <p className="muted">Free for members of the association in good standing.</p>
          </div>
          <Link to="/register" className={buttonClass()}>
            Join Recruiter Connect
          </Link>
        </section>
      </div>
    </>
  );
}
