import { Link } from 'react-router-dom';
import { containerClass } from '../../components/ui/Container';
import styles from '../public/public.module.css';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { LISTING_EXTENSION_DAYS, LISTING_LIFETIME_DAYS } from '../../../../shared/constants';

/** Getting Started (spec “Guarded pages” /guide). */
export default function Guide() {
  useDocumentTitle('Getting Started');
  return (
    <div className={`${containerClass} ${styles.prose}`}>
      <h1>Getting Started</h1>
      <p>
        Recruiter Connect lets you share job specs and candidates with other recruiters without revealing your client or
        your candidate. Here is how to get the most out of it.
      </p>

      <h2>1. Adding listings</h2>
      <p>
        Open <Link to="/jobs">Job Specs</Link> or <Link to="/candidates">Candidates</Link> and choose Add New. Describe
        the role or the candidate — title, nature of employment, employment equity, package band, locations,
        qualifications, experience, industry sectors and recruitment categories — but leave out anything that identifies
        the client or the candidate. Every listing gets a reference (J… for job specs, C… for candidates) that other
        members use to find it.
      </p>

      <h2>2. Managing listings</h2>
      <p>
        Listings stay open for {LISTING_LIFETIME_DAYS} days and then expire, unless you extend them. Each extension adds{' '}
        {LISTING_EXTENSION_DAYS} days. You can edit a listing at any time, and close it when the role is filled or the
        candidate is placed: a closed listing disappears from everyone's searches, but you can still open it.
      </p>

      <h2>3. Searching</h2>
      <p>
        Search the job specs and candidates of every member by keyword or reference, and narrow the list by date posted,
        recruitment category, nature of employment, employment equity, gender, package band, industry sector and
        location. Your filters are remembered on this device.
      </p>

      <h2>4. Matching</h2>
      <p>
        Found a job spec that suits one of your candidates, or a candidate for one of your job specs? Choose Propose a
        Match and pick your own listing. The other recruiter is notified in the app and by e-mail and approves or
        declines. When they approve, you both see each other's contact details and take it from there under the
        collaboration agreement — the placement fee is shared 50/50. Job specs that welcome help also let you offer to
        source candidates.
      </p>
      <p>
        Questions? <Link to="/contact">Contact us</Link>.
      </p>
    </div>
  );
}
