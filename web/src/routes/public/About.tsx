import { cardClass } from '../../components/ui/Card';
import { Button } from '../../components/ui/Button';
import { containerClass } from '../../components/ui/Container';
import { buttonClass } from '../../components/ui/Button';
import styles from './public.module.css';
import { Link, useNavigate } from 'react-router-dom';
import { logEvent } from '../../api/events';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { Hero } from '../../layouts/PublicLayout';
import { LISTING_EXTENSION_DAYS, LISTING_LIFETIME_DAYS, TRIAL_DAYS } from '../../../../shared/constants';

const HOW_IT_WORKS = [
  {
    title: 'Load your listings privately',
    text: `Capture the job specs you are working on and the candidates you represent. Each listing gets a reference number (J for job specs, C for candidates) and shows the role, package, location and experience, but never the client's or the candidate's identity. Listings stay live for ${LISTING_LIFETIME_DAYS} days and can be extended by ${LISTING_EXTENSION_DAYS} days at a time.`,
  },
  {
    title: 'Search the network',
    text: 'Search the job specs and candidates other recruiters have shared, filtered by recruitment category, location, package, industry sector and more. Alerts tell you when new listings appear in your categories.',
  },
  {
    title: 'Propose a match',
    text: 'Found a job spec that suits one of your candidates, or a candidate for one of your roles? Pick your own listing and send a match proposal. You can also offer to source candidates for a job spec whose owner is open to it.',
  },
  {
    title: 'The other recruiter decides',
    text: 'The owner of the listing is notified by e-mail and in the app, reviews the anonymous match and approves or declines it. Declining costs nothing and reveals nothing.',
  },
  {
    title: 'Contact details on mutual interest',
    text: "When a match is approved, both of you receive each other's contact details by e-mail and in the app, and you take the conversation from there.",
  },
  {
    title: 'Split the fee',
    text: 'When the introduction leads to a placement, the collaborating recruiters share the placement fee 50/50, as set out in the collaboration agreement.',
  },
];

export default function About() {
  useDocumentTitle('About Us');
  const navigate = useNavigate();

  function handleCreateTrial() {
    void logEvent('about-cta');
    navigate('/register');
  }

  return (
    <>
      <Hero
        heading="About Us"
        text="A private introduction forum for placement professionals, built with and for the members of the professional recruiters' association."
      />
      <div className={containerClass}>
        <section className={`${styles.publicSection} ${styles.prose}`} aria-labelledby="about-us">
          <h2 id="about-us">Who we are</h2>
          <p className={styles.lead}>
            Recruiter Connect lets recruiters, recruitment agencies and hiring companies in South Africa work together
            on placements without giving away their clients or their candidates.
          </p>
          <p>
            Recruitment is built on relationships, and no recruiter wants to hand a client or a candidate to a
            competitor. Yet every desk has roles it cannot fill and candidates it cannot place. Recruiter Connect is an
            introduction forum: it lets you share what you have anonymously, find what you need, and collaborate only
            when both sides choose to. We do not place candidates, invoice clients or take a share of your fee.
          </p>
          <p>
            Access is free for members of the association in good standing. Permanent, executive search, contract, temp
            and RPO recruiters all use the same listings.
          </p>
        </section>

        <section className={styles.publicSection} aria-labelledby="about-how">
          <h2 id="about-how">How it Works</h2>
          <ol className={`${styles.steps} ${styles.stepsTwo}`}>
            {HOW_IT_WORKS.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p className="muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section className={`${styles.publicSection} ${cardClass} ${styles.prose}`} aria-labelledby="about-fee">
          <h2 id="about-fee">The fee split and the rules of collaboration</h2>
          <p>
            Every member accepts the same collaboration agreement when registering. In short: the placement fee is split
            50/50 between the collaborating recruiters, the recruiter who receives the client's payment pays the other
            within 3 business days, and neither recruiter may approach the other's client or candidate directly for 12
            months. Disputes go to the industry ethics committee.
          </p>
          <p>
            <Link to="/terms" className={buttonClass({ variant: 'secondary' })}>
              Read the terms and collaboration agreement
            </Link>
          </p>
        </section>

        <section className={styles.publicSection} aria-label="Trial account">
          <details className={styles.disclosure}>
            <summary>Not a member yet?</summary>
            <div className={`${styles.disclosureBody} ${styles.prose}`}>
              <p>
                Recruiters who are not yet members of the association can try Recruiter Connect with a free {TRIAL_DAYS}
                -day trial account. Load a few job specs or candidates, see what other recruiters are sharing in your
                niche and propose your first match. No card details are needed.
              </p>
              <p>To keep your access after the trial, join the association or take out a paid subscription.</p>
              <Button variant="accent" onClick={handleCreateTrial}>
                Create my trial account now
              </Button>
            </div>
          </details>
        </section>
      </div>
    </>
  );
}
