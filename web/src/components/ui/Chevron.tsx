import styles from './Chevron.module.css';

/** The open/closed indicator of a disclosure button (it follows the button's aria-expanded). */
export function Chevron() {
  return <span className={styles.chevron} aria-hidden="true" />;
}
