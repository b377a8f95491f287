/**
 * Open and recent listings per annual CTC package band, job specs and candidates side by side
 * (demand against supply): two CSS bars a band, and the same figures in a table behind a toggle.
 */
import { PACKAGES, lookupName } from '../../../../shared/lookups';
import type { MarketCell } from '../../../../shared/types/market';
import styles from './market.module.css';

export function BandChart({ cells }: { cells: MarketCell[] }) {
  const max = Math.max(1, ...cells.map((c) => Math.max(c.jobs, c.candidates)));
  const width = (n: number) => `${(100 * n) / max}%`;
  return (
    <section className={styles.panel} aria-labelledby="bands-heading" data-testid="market-bands">
      <h2 id="bands-heading" className={styles.panelHeading}>
        Annual CTC package
      </h2>
      <p className={styles.legend} aria-hidden="true">
        <span className={`${styles.swatch} ${styles.jobs}`} /> Job specs
        <span className={`${styles.swatch} ${styles.candidates}`} /> Candidates
      </p>
      <ul className={styles.bands} aria-hidden="true">
        {cells.map((c) => (
          <li key={c.packageId} className={styles.band}>
            <span className={styles.bandLabel}>{lookupName(PACKAGES, c.packageId)}</span>
            <span className={styles.bandBars}>
              <span className={styles.barLine}>
                <span className={`${styles.bar} ${styles.jobs}`} style={{ width: width(c.jobs) }} />
                <span className={styles.barValue}>{c.jobs}</span>
              </span>
              <span className={styles.barLine}>
                <span className={`${styles.bar} ${styles.candidates}`} style={{ width: width(c.candidates) }} />
                <span className={styles.barValue}>{c.candidates}</span>
              </span>
            </span>
          </li>
        ))}
      </ul>
      <details className={styles.tableToggle}>
        <summary>Show as table</summary>
        <div className={styles.tableScroll}>
          <table className={styles.table} data-testid="market-bands-table">
            <caption className="visually-hidden">Open and recent listings per annual CTC package</caption>
            <thead>
              <tr>
                <th scope="col">Package</th>
                <th scope="col">Job specs</th>
                <th scope="col">Candidates</th>
              </tr>
            </thead>
            <tbody>
              {cells.map((c) => (
                <tr key={c.packageId}>
                  <th scope="row">{lookupName(PACKAGES, c.packageId)}</th>
                  <td>{c.jobs}</td>
                  <td>{c.candidates}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
