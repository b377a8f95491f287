import { cardClass } from '../../components/ui/Card';
import { containerClass } from '../../components/ui/Container';
import styles from './public.module.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { Hero } from '../../layouts/PublicLayout';
import { LISTING_EXTENSION_DAYS, LISTING_LIFETIME_DAYS } from '../../../../shared/constants';
import { TERMS_VERSION } from '../../../../shared/terms-version';

type LegalSection = { id: string; title: string; clauses: ReactNode[] };

/* Clauses refer to each other by number: keep the order of SECTIONS in step with those references. */
const SECTIONS: LegalSection[] = [
  {
    id: 'terms-about',
    title: 'About these terms',
    clauses: [
      <>
        These terms of use and collaboration agreement (&ldquo;the Terms&rdquo;) govern the use of Recruiter Connect
        (&ldquo;the Platform&rdquo;), which is operated for the members of the professional recruiters&rsquo;
        association (&ldquo;the Association&rdquo;). &ldquo;We&rdquo;, &ldquo;us&rdquo; and &ldquo;our&rdquo; refer to
        the operator of the Platform. &ldquo;You&rdquo; refers to the authorised user who registers an account.
      </>,
      'You accept the Terms by ticking the acceptance box when you register. The date on which you accepted them is recorded against your account and shown under My Account.',
      'The Terms form an agreement between you and us about the use of the Platform, and also an agreement between you and every other authorised user with whom you collaborate through it. Collaborating users may enforce clauses 4, 6, 7, 8, 9 and 10 directly against each other.',
    ],
  },
  {
    id: 'terms-forum',
    title: 'An introduction forum only',
    clauses: [
      'The Platform is an introduction forum. It allows authorised users to share anonymous listings of job specs and candidates, to propose matches and, when both parties agree, to exchange contact details.',
      'We are not a recruitment agency or an employer, and we are not a party to any mandate, placement or fee arrangement between users, their clients and their candidates. We do not verify listings, interview candidates or vet clients, and we do not guarantee that an introduction will lead to a placement or a fee.',
      'Each user remains solely responsible for its own mandates, its dealings with its clients and candidates, and its compliance with the laws that apply to recruitment, including the Employment Equity Act 55 of 1998 and the Protection of Personal Information Act 4 of 2013.',
    ],
  },
  {
    id: 'terms-access',
    title: 'Authorised users and access',
    clauses: [
      'The Platform may be used only by authorised users: placement professionals working in permanent placement, executive search, contract, temporary staffing or recruitment process outsourcing, and the staff of hiring companies, who have been nominated by our client, being the recruitment business, agency or hiring company on whose behalf they act.',
      'Access is granted either through membership of the Association in good standing, in which case it is free of charge, or through a paid subscription. Trial access, where offered, lasts for the period stated when the trial account is created.',
      'You must be at least 18 years old to register for or use the Platform.',
      'Your account is personal to you. You may not share your password or allow anyone else to use your account, and you must tell us at once if you suspect that your account has been used without your permission.',
      'We may decline a registration, and may suspend or offboard an account, if the Association membership on which access depends lapses, a subscription is not paid, the nominating client withdraws its nomination, or the user breaches these Terms.',
      'A hiring-company account may post job specs, each stating the placement fee offered, but may not post candidates, propose matches or offer to source candidates.',
    ],
  },
  {
    id: 'terms-listings',
    title: 'Listings and confidentiality',
    clauses: [
      'Listings must be anonymous. You may not include in a listing the name of a client or candidate, any contact details, or any other detail from which a client or candidate can reasonably be identified.',
      'You may list only roles for which you hold a current mandate, and only candidates who have agreed to be represented by you and to have an anonymised profile shared with other recruiters.',
      'Everything you see on the Platform, including listings, match proposals, sourcing offers and any contact details revealed to you, is confidential. You may use it only to pursue the introduction concerned, and may not copy, export, publish or share it outside the Platform.',
      `A listing stays live for ${LISTING_LIFETIME_DAYS} days from the date on which it is created, unless it is extended. Each extension adds ${LISTING_EXTENSION_DAYS} days. You must close a listing as soon as the role is filled or withdrawn, or the candidate is placed or no longer available.`,
      'You are responsible for the accuracy of your listings. We may edit or close any listing that breaches these Terms.',
    ],
  },
  {
    id: 'terms-matches',
    title: 'Matches, sourcing offers and contact details',
    clauses: [
      'An authorised user may propose a match between another user’s listing and one of their own listings, or offer to source candidates for a job spec whose owner has indicated that it welcomes sourcing offers. No user may propose a match on, or offer to source for, their own listing.',
      'The owner of the listing approves or declines the proposal or offer. Until it is approved, neither party’s identity is revealed to the other.',
      'When a match is approved or a sourcing offer is accepted, the Platform sends both parties each other’s contact details by e-mail and in the app. From that moment the two users are collaborating recruiters for that introduction, and clauses 6 to 10 apply between them.',
    ],
  },
  {
    id: 'terms-fee',
    title: 'Fee split',
    clauses: [
      'When an introduction made through the Platform results in a placement, the collaborating recruiters share the placement fee equally: 50% to each.',
      'The placement fee is the fee the client actually pays for the placement, excluding VAT. Each collaborating recruiter bears its own costs.',
      'If the client pays in instalments, or a fee is reduced or refunded under a guarantee or replacement arrangement, each collaborating recruiter’s share is adjusted in the same proportion.',
      'Where a job spec is posted by a hiring company, the placement fee stated on the listing is the fee that hiring company offers for a successful placement, payable on the terms agreed between it and the recruiter concerned.',
    ],
  },
  {
    id: 'terms-payment',
    title: 'Payment between collaborating recruiters',
    clauses: [
      'The collaborating recruiter that invoices the client must pay the other collaborating recruiter its share within 3 business days of receiving the client’s payment.',
      'The recruiter that receives a share must issue a valid invoice, or a tax invoice if it is registered for VAT, to the recruiter that pays it.',
      'On request, the invoicing recruiter must tell the other collaborating recruiter when the client has been invoiced and when it has paid.',
    ],
  },
  {
    id: 'terms-non-approach',
    title: 'Non-approach',
    clauses: [
      'For 12 months from the date on which contact details are revealed, neither collaborating recruiter may, directly or indirectly, approach, solicit or deal with the other’s client or candidate that was the subject of the introduction, except through the other recruiter or with its prior written consent.',
      'This restriction applies whether or not the introduction leads to a placement, and continues to apply after either recruiter’s account is cancelled.',
    ],
  },
  {
    id: 'terms-effective-cause',
    title: 'Effective cause',
    clauses: [
      'If the candidate introduced is employed or engaged by the client introduced, in the role concerned or in any other role, within 6 months of the date on which contact details were revealed, the introduction is regarded as the effective cause of that placement and clauses 6 and 7 apply to it.',
    ],
  },
  {
    id: 'terms-disputes',
    title: 'Disputes',
    clauses: [
      'Collaborating recruiters must first try in good faith to resolve any disagreement about an introduction, a placement or a fee between themselves.',
      'A dispute that they cannot resolve is referred to the industry ethics committee recognised by the Association. The parties agree to co-operate with the committee and to abide by its ruling.',
      'On the committee’s written request, we will provide the committee with our records of the listings, proposals, offers and approvals concerned.',
      'Nothing in this clause prevents a party from applying to a competent court for urgent relief.',
    ],
  },
  {
    id: 'terms-cancellation',
    title: 'Cancellation',
    clauses: [
      <>
        You may cancel your account, and either you or we may end access under a paid subscription, by giving 30
        days&rsquo; written notice. Send your notice to our support e-mail address, shown on the{' '}
        <Link to="/contact-us">Contact Us</Link> page.
      </>,
      'Your open listings are closed when the cancellation takes effect.',
      'Cancellation does not affect fees owing for introductions made before it takes effect. Clauses 4.3 and 6 to 10 continue to apply after cancellation.',
      'We may suspend or offboard an account immediately if the user commits a serious breach of these Terms, such as disclosing confidential listings or approaching another user’s client or candidate in breach of clause 8.',
    ],
  },
  {
    id: 'terms-use',
    title: 'Acceptable use',
    clauses: [
      'You may not post false or misleading listings, or listings that unfairly discriminate against anyone. Employment equity preferences must be consistent with the client’s lawful employment equity plan.',
      'You may not scrape, harvest or copy the Platform’s content by automated means, interfere with its security or operation, upload harmful code, or use it to send unsolicited messages to other users.',
    ],
  },
  {
    id: 'terms-liability',
    title: 'Availability and liability',
    clauses: [
      'We work to keep the Platform available, accurate and secure, but we provide it as it is and do not guarantee that it will be uninterrupted or free of errors.',
      'To the extent permitted by law, we are not liable for any loss arising from dealings between users, from the content of listings, or from the Platform being unavailable.',
      'You indemnify us against any claim by a third party that arises from your listings or from your breach of these Terms.',
    ],
  },
  {
    id: 'terms-privacy',
    title: 'Personal information',
    clauses: [
      <>
        We process personal information as described in our <Link to="/privacy">privacy policy</Link>.
      </>,
      'Each user is responsible for the personal information of its clients and candidates that it shares through the Platform, and must have a lawful basis for sharing it.',
    ],
  },
  {
    id: 'terms-changes',
    title: 'Changes to these terms',
    clauses: [
      'We may change these Terms. We will tell you about a material change by e-mail and in the app before it takes effect.',
      'If you keep using the Platform after a change takes effect, you accept the changed Terms. If you do not accept them, you may cancel your account under clause 11.',
    ],
  },
  {
    id: 'terms-law',
    title: 'Governing law',
    clauses: [
      'These Terms are governed by the law of the Republic of South Africa, and the courts of South Africa have jurisdiction over any matter arising from them.',
    ],
  },
];

export default function Terms() {
  useDocumentTitle('Terms');
  return (
    <>
      <Hero
        heading="Terms and Collaboration Agreement"
        text="The rules every Recruiter Connect member accepts at registration: how the Platform may be used, and how collaborating recruiters share a placement fee."
      />
      <div className={containerClass}>
        <p className="muted" data-testid="terms-version">
          Version {TERMS_VERSION}. When two members agree a deal, the version each of them accepted is recorded with it.
        </p>
        <LegalContents idPrefix="terms" sections={SECTIONS} />
        {SECTIONS.map((section, sectionIndex) => (
          <section
            key={section.id}
            id={section.id}
            className={styles.legalSection}
            aria-labelledby={`${section.id}-heading`}
          >
            <h2 id={`${section.id}-heading`}>
              {sectionIndex + 1}. {section.title}
            </h2>
            <ol className={styles.clauses}>
              {section.clauses.map((clause, clauseIndex) => (
                <li key={clauseIndex}>
                  <span className={styles.clausesNumber}>
                    {sectionIndex + 1}.{clauseIndex + 1}
                  </span>
                  <p>{clause}</p>
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </>
  );
}

function LegalContents({ idPrefix, sections }: { idPrefix: string; sections: LegalSection[] }) {
  return (
    <nav className={`${styles.legalContents} ${cardClass}`} aria-labelledby={`${idPrefix}-contents`}>
      <h2 id={`${idPrefix}-contents`}>Contents</h2>
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
  );
}
