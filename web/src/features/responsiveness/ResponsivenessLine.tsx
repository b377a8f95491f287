import styles from './responsiveness.module.css';

/**
 * One line saying how the other member usually answers ("Usually answers within 1 day · 92 %
 * answered", or "New member"), on the Propose and Offer screens and in a pending proposal for its
 * proposer. It never names them: proposals stay anonymous until approved.
 */
export function ResponsivenessLine({ label, summary }: { label: string; summary: string | undefined }) {
  if (!summary) return null;
  return (
    <p className={styles.line} data-testid="responsiveness">
      <span className={styles.label}>{label}</span> <span className={styles.summary}>{summary}</span>
    </p>
  );
}
