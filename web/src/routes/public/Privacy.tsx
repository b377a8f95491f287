import { cardClass } from '../../components/ui/Card';
import { containerClass } from '../../components/ui/Container';
import styles from './public.module.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSiteConfig } from '../../api/config';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { Hero } from '../../layouts/PublicLayout';
import { LISTING_LIFETIME_DAYS, NOTES_WINDOW_DAYS } from '../../../../shared/constants';

type PolicySection = { id: string; title: string; body: ReactNode };

/** The policy's sections; `contact` is how to reach our Information Officer. */
function buildSections(contact: ReactNode): PolicySection[] {
  return [
    {
      id: 'privacy-who',
      title: 'Who we are',
      body: (
        <>
          <p>
            Recruiter Connect is an introduction forum for placement recruiters, operated for the members of the
            professional recruiters&rsquo; association. For the purposes of the Protection of Personal Information Act 4
            of 2013 (POPIA), we are the responsible party for the personal information processed to run your account and
            the Platform.
          </p>
          <p>
            Our Information Officer deals with everything in this policy. You can reach them at {contact}. Each
            recruiter who uses the Platform remains the responsible party for the information it holds about its own
            clients and candidates.
          </p>
        </>
      ),
    },
    {
      id: 'privacy-what',
      title: 'What we collect',
      body: (
        <ul>
          <li>
            <strong>Account details:</strong> your e-mail address, your password (stored only as a one-way hash, never
            in readable form), the date you accepted our terms, and your account status, trial, membership and
            subscription dates.
          </li>
          <li>
            <strong>Profile:</strong> your first and last name, company, company type, job title, mobile number,
            website, association membership number, recruitment categories and notification preferences.
          </li>
          <li>
            <strong>Listings:</strong> the job specs and candidate profiles you load. Listings are anonymised: they
            describe the role or the candidate (for example package, location, qualifications and experience) and must
            not contain the names or contact details of clients or candidates.
          </li>
          <li>
            <strong>Activity:</strong> the match proposals and sourcing offers you send and answer, the notifications we
            send you, when you last signed in, and simple usage events such as a tap on a sign-up button.
          </li>
          <li>
            <strong>Device and push subscription:</strong> if you switch on push notifications, your browser&rsquo;s
            push subscription (a delivery address and encryption keys). Our servers also log IP addresses, browser types
            and request times to keep the Platform secure.
          </li>
          <li>
            <strong>Cookies and storage on your device:</strong> we use one session cookie, which is strictly necessary
            to keep you signed in. We use no tracking, advertising or third-party analytics cookies. The app also keeps
            your saved search filters and an offline copy of listings on your device; signing out clears them.
          </li>
        </ul>
      ),
    },
    {
      id: 'privacy-why',
      title: 'Why we use it, and on what basis',
      body: (
        <>
          <p>We process personal information only for a lawful purpose, as section 11 of POPIA allows:</p>
          <ul>
            <li>
              <strong>To provide the Platform</strong> — creating and running your account, showing listings, sending
              proposals and revealing contact details when a match is approved. This is necessary to carry out our
              agreement with you (our <Link to="/terms">terms</Link>).
            </li>
            <li>
              <strong>To keep the Platform members-only</strong> — confirming your association membership or
              subscription, and approving, suspending or offboarding accounts. This serves our agreement with you and
              the legitimate interest of the association and its members.
            </li>
            <li>
              <strong>To notify you</strong> — e-mail and in-app notifications about proposals and approvals are part of
              the service. Alerts and summaries are sent only if you choose them in your notification settings, and you
              can switch them off at any time.
            </li>
            <li>
              <strong>To keep the Platform safe and working</strong> — preventing fraud and abuse, limiting repeated
              sign-in attempts, fixing faults and understanding, in aggregate, how the Platform is used. These are our
              legitimate interests.
            </li>
            <li>
              <strong>To comply with the law</strong> — and to assist the industry ethics committee when a dispute is
              referred to it under the terms.
            </li>
          </ul>
          <p>We do not sell personal information, and we do not use it for advertising.</p>
        </>
      ),
    },
    {
      id: 'privacy-sharing',
      title: 'Who sees your contact details, and when',
      body: (
        <>
          <ul>
            <li>
              <strong>Other recruiters</strong> see your listings, but not who posted them. Your contact details (full
              name, company, job title, website, e-mail address and mobile number) are shown only to the other party of
              a match proposal that has been approved, or of a sourcing offer that has been accepted, and only after
              that approval.
            </li>
            <li>
              <strong>The association&rsquo;s administrators</strong> can see all accounts, listings, matches and
              sourcing offers, so that they can manage membership and keep the Platform safe.
            </li>
            <li>
              <strong>The industry ethics committee</strong> receives our records of a disputed introduction when a
              dispute is referred to it.
            </li>
            <li>
              <strong>Our operators</strong>, the service providers that host the Platform and deliver its e-mail,
              process information only on our instructions, under written agreements that require them to keep it secure
              and confidential.
            </li>
            <li>
              <strong>Authorities</strong>, where the law requires us to disclose information.
            </li>
          </ul>
          <p>
            Push notifications are delivered through your browser maker&rsquo;s push service, which may be outside South
            Africa; their content is encrypted so that the push service cannot read it. If any other operator processes
            information outside South Africa, we make sure it is subject to the adequate protection that section 72 of
            POPIA requires.
          </p>
        </>
      ),
    },
    {
      id: 'privacy-retention',
      title: 'How long we keep it',
      body: (
        <ul>
          <li>Your account and profile are kept for as long as your account is open.</li>
          <li>
            Listings are live for {LISTING_LIFETIME_DAYS} days unless extended. Closed and expired listings are kept
            with the matches that refer to them.
          </li>
          <li>
            Records of matches and sourcing offers, including when contact details were revealed, are kept for at least
            the 12-month non-approach period in our terms, and for longer while a dispute about them is open.
          </li>
          <li>Notifications are shown in your notifications panel for {NOTES_WINDOW_DAYS} days.</li>
          <li>A password reset link can be used once, and is deleted as soon as it has been used.</li>
          <li>
            When an account is closed, we delete or de-identify its personal information once we no longer need it for
            these purposes or to meet a legal obligation.
          </li>
        </ul>
      ),
    },
    {
      id: 'privacy-security',
      title: 'How we protect it',
      body: (
        <>
          <p>
            The Platform is served only over encrypted connections. Passwords are stored as one-way hashes, the session
            cookie cannot be read by scripts, repeated sign-in attempts are limited, and access to personal information
            is restricted to the people who need it.
          </p>
          <p>
            If we have reasonable grounds to believe that personal information has been accessed by someone without
            authority, we will notify the Information Regulator and the people affected as soon as reasonably possible,
            as section 22 of POPIA requires.
          </p>
        </>
      ),
    },
    {
      id: 'privacy-rights',
      title: 'Your rights',
      body: (
        <>
          <p>As a data subject under POPIA, you have the right to:</p>
          <ul>
            <li>
              <strong>access</strong> your personal information: ask whether we hold information about you, and for a
              copy of it;
            </li>
            <li>
              <strong>correction</strong>: ask us to correct information that is inaccurate, out of date or incomplete
              (you can also update most of your profile yourself under My Account);
            </li>
            <li>
              <strong>deletion</strong>: ask us to delete information we are no longer entitled to keep, or delete your
              account yourself under My Account &rarr; Privacy: you are signed out at once and your personal details are
              erased 30 days later (you can cancel until then); we keep only your deal figures, with your name removed,
              and our audit trail, without your contact details;
            </li>
            <li>
              <strong>objection</strong>: object to processing based on our legitimate interests, and withdraw any
              consent you have given;
            </li>
            <li>
              <strong>complain</strong> to the Information Regulator.
            </li>
          </ul>
          <p>We do not make decisions about you based solely on automated processing.</p>
        </>
      ),
    },
    {
      id: 'privacy-requests',
      title: 'How to make a request',
      body: (
        <>
          <p>
            Send your request to our Information Officer at {contact}, preferably from the e-mail address on your
            account and with the subject &lsquo;Privacy request&rsquo;. We may ask you to confirm your identity before
            we act on it.
          </p>
          <p>
            We answer every request within one month. Confirming whether we hold information about you is free; if a
            request for copies of records attracts a fee prescribed under the Promotion of Access to Information Act 2
            of 2000, we will tell you the amount before we proceed. If we cannot do what you ask, we will explain why.
          </p>
        </>
      ),
    },
    {
      id: 'privacy-regulator',
      title: 'Complaints to the Information Regulator',
      body: (
        <p>
          If you are not satisfied with how we have handled your personal information or your request, you may lodge a
          complaint with the Information Regulator (South Africa). Its contact details and complaint forms are published
          at{' '}
          <a href="https://inforegulator.org.za" rel="noopener noreferrer" target="_blank">
            inforegulator.org.za
          </a>
          . We would appreciate the chance to resolve your concern first.
        </p>
      ),
    },
    {
      id: 'privacy-age',
      title: 'Age',
      body: (
        <p>
          The Platform is for adults: you must be at least 18 years old to use it. We do not knowingly process the
          personal information of children.
        </p>
      ),
    },
    {
      id: 'privacy-changes',
      title: 'Changes to this policy',
      body: (
        <p>
          We may update this policy. The current version is always on this page. If we make a material change, we will
          tell you by e-mail and in the app before it takes effect.
        </p>
      ),
    },
  ];
}

export default function Privacy() {
  useDocumentTitle('Privacy Policy');
  const { data: config } = useSiteConfig();
  // The policy never waits for configuration: until it arrives, point to the Contact Us page.
  const contact = config ? (
    <a href={`mailto:${config.supportEmail}?subject=${encodeURIComponent('Privacy request')}`}>{config.supportEmail}</a>
  ) : (
    <>
      the e-mail address on our <Link to="/contact-us">Contact Us</Link> page
    </>
  );
  const sections = buildSections(contact);

  return (
    <>
      <Hero
        heading="Privacy Policy"
        text="How Recruiter Connect collects, uses and protects your personal information, and the rights you have under POPIA."
      />
      <div className={containerClass}>
        <nav className={`${styles.legalContents} ${cardClass}`} aria-labelledby="privacy-contents">
          <h2 id="privacy-contents">Contents</h2>
          <ol>
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            className={`${styles.legalSection} ${styles.prose}`}
            aria-labelledby={`${section.id}-heading`}
          >
            <h2 id={`${section.id}-heading`}>
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </>
  );
}
