import { Link } from 'react-router-dom';
import { containerClass } from '../../components/ui/Container';
import { cardClass } from '../../components/ui/Card';
import styles from './Contact.module.css';
import { useSiteConfig } from '../../api/config';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';

/** Contact Us for signed-in members: quick links, support e-mail and telephone (spec “Guarded pages” /contact). */
export default function Contact() {
  useDocumentTitle('Contact Us');
  const { data: config, isPending } = useSiteConfig();
  return (
    <div className={containerClass}>
      <h1>Contact Us</h1>
      <div className={styles.contactGrid}>
        <section className={cardClass} aria-labelledby="support-title">
          <h2 id="support-title">Support</h2>
          <p>For help with your account, listings or matches, sales and membership queries:</p>
          {isPending || !config ? (
            <PageLoading />
          ) : (
            <ul className={styles.contactList}>
              <li>
                E-mail: <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
              </li>
              <li>
                Telephone: <a href={`tel:${config.supportPhone.replace(/\s+/g, '')}`}>{config.supportPhone}</a>
              </li>
            </ul>
          )}
        </section>
        <section className={cardClass} aria-labelledby="quick-title">
          <h2 id="quick-title">Quick links</h2>
          <ul className={styles.contactList}>
            <li>
              <Link to="/guide">Getting Started</Link>
            </li>
            <li>
              <Link to="/account/personal">Update your personal details</Link>
            </li>
            <li>
              <Link to="/account/notifications">Notification preferences</Link>
            </li>
            <li>
              <Link to="/terms">Collaboration agreement and terms</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy policy</Link>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
