import { buttonClass } from '../../components/ui/Button';
import { Button } from '../../components/ui/Button';
import { containerClass } from '../../components/ui/Container';
import styles from './public.module.css';
import { Link, useNavigate } from 'react-router-dom';
import { logEvent } from '../../api/events';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { Hero } from '../../layouts/PublicLayout';
import { PhoneIllustration } from '../../components/illustrations/PhoneIllustration';

const STEPS = [
  {
    title: 'Share anonymously',
    text: 'Load your open job specs and the candidates you represent. Client names, candidate names and contact details stay with you.',
  },
  {
    title: 'Propose a match',
    text: 'Search what other recruiters have shared in your niche and propose a match between your listing and theirs.',
  },
  {
    title: 'Agree, then connect',
    text: 'The other recruiter approves or declines. Only when both sides agree are contact details swapped, by e-mail and in the app.',
  },
];

export default function Home() {
  useDocumentTitle('Welcome');
  const navigate = useNavigate();

  function handleCreateAccount() {
    void logEvent('home-cta');
    navigate('/register');
  }

  return (
    <>
      <Hero
        heading="Connect and Share to make more placements"
        text="Recruiter Connect is the members-only network where South African placement recruiters share job specs and candidates in confidence, and split the fee when they place together."
        picture={<PhoneIllustration />}
      >
        {/* In the hero, so a phone sees it without scrolling (it used to sit 2.7 screens down). */}
        <Button variant="accent" onClick={handleCreateAccount}>
          Create my account now
        </Button>
        <Link to="/login" className={buttonClass({ variant: 'on-brand' })}>
          Log in
        </Link>
      </Hero>
      <div className={containerClass}>
        <section className={`${styles.publicSection} ${styles.prose}`} aria-labelledby="home-why">
          <h2 id="home-why">Your next placement may be sitting on another recruiter's desk</h2>
          <p className={styles.lead}>
            Every recruiter has a job spec without the right candidate, or a strong candidate without the right role.
            Recruiter Connect puts those listings side by side, privately, so good matches stop going to waste.
          </p>
          <p>
            You load job specs and candidates anonymously: the platform shows what the role or the candidate is, never
            who the client or the candidate is. Other recruiters search the listings and propose matches, and so can
            you. Nothing is revealed until the other recruiter approves. Contact details are swapped only when both
            sides agree, and the placement fee is split 50/50 under the <Link to="/terms">collaboration agreement</Link>{' '}
            every member accepts at registration.
          </p>
        </section>

        <section className={styles.publicSection} aria-labelledby="home-how">
          <h2 id="home-how">How it works</h2>
          <ol className={styles.steps}>
            {STEPS.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p className="muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section className={`${styles.publicSection} ${styles.notice}`} aria-labelledby="home-members">
          <h2 id="home-members">To the association's recruiters</h2>
          <p>
            Recruiter Connect is run for the members of the professional recruiters' association and is free of charge
            to members in good standing. Whether you work in permanent placements, executive search, contract, temp or
            RPO, your membership already gives you access.
          </p>
          <p>
            Register with the e-mail address you use for your membership. Once your account is activated and approved,
            you can start loading listings and proposing matches straight away.
          </p>
          <div className={styles.ctaRow}>
            <Link
              to="/register"
              className={buttonClass({ variant: 'accent' })}
              onClick={() => void logEvent('home-cta')}
            >
              Register with your membership e-mail
            </Link>
            <Link to="/about" className={buttonClass({ variant: 'secondary' })}>
              Learn how it works
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
