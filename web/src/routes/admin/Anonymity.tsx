/**
 * /account/anonymity (admin): the anonymity guard's risks (docs/anonymity.md). Listings whose
 * warnings (a person's name, an employer) their poster confirmed, each opening the listing and its
 * owner; members whose saves the guard often refused for a blocking finding, each opening the member.
 */
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { cardClass } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useAnonymityRisks } from '../../api/admin';
import { dateTime } from '../../format/dates';
import styles from '../../features/admin/admin.module.css';
import { FINDING_LABELS, type FindingKind } from '../../../../shared/anonymity/findings';

const kindLabel = (kind: string) => FINDING_LABELS[kind as FindingKind] ?? kind;

export default function AdminAnonymity() {
  useDocumentTitle('Anonymity');
  const { data, isPending, isError, refetch } = useAnonymityRisks();
  if (isPending) return <Skeleton />;
  if (isError) {
    return (
      <div role="alert">
        <p>The anonymity risks could not be loaded.</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.admin} data-testid="anonymity-risks">
      <section className={`${cardClass} ${styles.admin}`} aria-labelledby="anonymity-refusing">
        <div className={styles.adminHead}>
          <h2 id="anonymity-refusing">Members often refused</h2>
        </div>
        <p className="muted">
          {data.minRefusals} or more listing saves refused in the last {data.days} days for a phone number, an e-mail
          address or other contact details in the text.
        </p>
        {data.refusing.length === 0 ? (
          <p className={styles.adminEmpty}>No member has been refused that often.</p>
        ) : (
          <ul className={`${styles.adminCards} ${styles.adminCardsAlways}`} aria-label="Members often refused">
            {data.refusing.map((member) => (
              <li key={member.uid} className={styles.adminCard}>
                <div className={styles.adminCardTop}>
                  <Link to={`/account/user/${member.uid}`} className={styles.adminCardLink}>
                    {member.name}
                  </Link>
                  <strong className={styles.adminCardCount}>{member.refusals} refused</strong>
                </div>
                <span className={styles.adminCardSub}>{member.company}</span>
                <span className={styles.adminCardMeta}>
                  {member.kinds.map(kindLabel).join(', ')} · last {dateTime(member.last)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={`${cardClass} ${styles.admin}`} aria-labelledby="anonymity-confirmed">
        <div className={styles.adminHead}>
          <h2 id="anonymity-confirmed">Listings with a confirmed warning</h2>
        </div>
        <p className="muted">
          The poster ticked “I checked: this does not identify anyone” for a name or an employer in the text. Open the
          listing to judge it.
        </p>
        {data.confirmed.length === 0 ? (
          <p className={styles.adminEmpty}>No listing has a confirmed warning.</p>
        ) : (
          <ul
            className={`${styles.adminCards} ${styles.adminCardsAlways}`}
            aria-label="Listings with a confirmed warning"
          >
            {data.confirmed.map((item) => (
              <li key={`${item.kind}-${item.uid}`} className={styles.adminCard}>
                <div className={styles.adminCardTop}>
                  <Link
                    to={`/${item.kind === 'job' ? 'jobs' : 'candidates'}/${item.uid}`}
                    className={styles.adminCardLink}
                  >
                    {item.reference} — {item.title}
                  </Link>
                </div>
                <span className={styles.adminCardMeta}>
                  {item.kinds.map(kindLabel).join(', ')} · confirmed {dateTime(item.confirmed)}
                  {item.isConfirmedByAdmin ? ' by an administrator' : ''}
                </span>
                <Link to={`/account/user/${item.ownerUid}`} className={styles.adminCardAside}>
                  {item.ownerName}, {item.ownerCompany}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
