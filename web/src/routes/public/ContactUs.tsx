import { cardClass } from '../../components/ui/Card';
import { Button } from '../../components/ui/Button';
import { containerClass } from '../../components/ui/Container';
import { buttonClass } from '../../components/ui/Button';
import styles from './public.module.css';
import { Link } from 'react-router-dom';
import { telHref, useSiteConfig } from '../../api/config';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { Hero } from '../../layouts/PublicLayout';
import { Email } from '../../components/Email';

const TOPICS = [
  {
    title: 'General support',
    subject: 'Support request',
    text: 'Trouble signing in, a listing that will not save, a notification you did not expect, or a question about how matching works.',
  },
  {
    title: 'Sales',
    subject: 'Sales enquiry',
    text: 'Paid subscriptions for recruiters and hiring companies who are not association members, and access for a team of authorised users.',
  },
  {
    title: 'Account queries',
    subject: 'Account query',
    text: 'Activation and approval of your account, membership status, trial and subscription dates, or closing your account.',
  },
];

export default function ContactUs() {
  useDocumentTitle('Contact Us');
  const { data: config, isPending, isError, refetch } = useSiteConfig();

  return (
    <>
      <Hero
        heading="Contact Us"
        text="Questions about Recruiter Connect, your account or a subscription? Our team is here to help."
      />
      <div className={containerClass}>
        {isPending ? (
          <PageLoading label="Loading contact details" />
        ) : isError ? (
          <section className={`${styles.publicSection} ${styles.notice}`} role="alert" aria-labelledby="contact-error">
            <h2 id="contact-error">We could not load our contact details</h2>
            <p>Check your connection and try again.</p>
            <Button onClick={() => void refetch()}>Try again</Button>
          </section>
        ) : (
          <>
            <section className={styles.publicSection} aria-labelledby="contact-reach">
              <h2 id="contact-reach">Get in touch</h2>
              <ul className={styles.contactMethods}>
                <li className={cardClass}>
                  <span className={styles.contactMethodsLabel}>E-mail</span>
                  <Email address={config.supportEmail} link className={styles.contactMethodsLink} />
                </li>
                <li className={cardClass}>
                  <span className={styles.contactMethodsLabel}>Telephone</span>
                  <a className={styles.contactMethodsLink} href={telHref(config.supportPhone)}>
                    {config.supportPhone}
                  </a>
                </li>
              </ul>
            </section>

            <section className={styles.publicSection} aria-labelledby="contact-topics">
              <h2 id="contact-topics">How can we help?</h2>
              <ul className={styles.topicGrid}>
                {TOPICS.map((topic) => (
                  <li key={topic.title} className={cardClass}>
                    <h3>{topic.title}</h3>
                    <p className="muted">{topic.text}</p>
                    <a
                      className={buttonClass({ variant: 'secondary' })}
                      href={`mailto:${config.supportEmail}?subject=${encodeURIComponent(topic.subject)}`}
                    >
                      E-mail about {topic.title.toLowerCase()}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}

        <section className={`${styles.publicSection} ${styles.prose}`} aria-labelledby="contact-privacy">
          <h2 id="contact-privacy">Personal information requests</h2>
          <p>
            To see, correct or delete the personal information we hold about you, write to our support e-mail address
            with the subject &lsquo;Privacy request&rsquo;. We answer within one month. Our{' '}
            <Link to="/privacy">privacy policy</Link> explains your rights.
          </p>
        </section>
      </div>
    </>
  );
}
