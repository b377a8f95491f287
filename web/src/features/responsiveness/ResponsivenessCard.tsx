import { cardClass } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { useMyResponsiveness } from '../../api/responsiveness';
import styles from './responsiveness.module.css';

/**
 * The dashboard's "Your responsiveness": how one answered the proposals received in
 * the last 90 days, as others see it on the Propose screen, with the figures behind it.
 */
export function ResponsivenessCard() {
  const { data, isPending, isError } = useMyResponsiveness();
  if (isError) return null;
  const record = data?.record;
  return (
    <section className={`${cardClass} ${styles.card}`} aria-labelledby="responsiveness-heading">
      <h2 id="responsiveness-heading" className={styles.cardHeading}>
        Your responsiveness
      </h2>
      <p className={styles.cardSummary} data-testid="my-responsiveness">
        {isPending ? <Skeleton shape="line" /> : data.summary}
      </p>
      {record && (
        <p className={`muted ${styles.cardFacts}`}>
          {record.received === 0
            ? 'No proposals answered or lapsed in the last 90 days.'
            : `Last 90 days: ${record.received} received · ${record.lapsed} lapsed unanswered.`}{' '}
          Other members see this line when they propose to you. Answer each proposal by its date.
        </p>
      )}
    </section>
  );
}
