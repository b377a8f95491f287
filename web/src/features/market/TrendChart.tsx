/** Listings posted per week over the 12 weeks: a plain SVG line, and the same figures in a table. */
import type { MarketWeek } from '../../../../shared/types/market';
import { weekLabel } from './market-format';
import styles from './market.module.css';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = { top: 10, right: 8, bottom: 8, left: 8 };

export function TrendChart({ trend }: { trend: MarketWeek[] }) {
  const max = Math.max(1, ...trend.map((w) => w.listings));
  const x = (i: number) => PAD.left + (i * (WIDTH - PAD.left - PAD.right)) / Math.max(1, trend.length - 1);
  const y = (n: number) => PAD.top + (HEIGHT - PAD.top - PAD.bottom) * (1 - n / max);
  const points = trend.map((w, i) => `${x(i).toFixed(1)},${y(w.listings).toFixed(1)}`).join(' ');
  const first = trend[0];
  const last = trend.at(-1);
  return (
    <section className={styles.panel} aria-labelledby="trend-heading" data-testid="market-trend">
      <h2 id="trend-heading" className={styles.panelHeading}>
        Listings posted per week
      </h2>
      <p className={styles.legend}>Most in one week: {max}</p>
      <svg
        className={styles.trend}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} className={styles.axis} />
        <polyline points={points} className={styles.line} vectorEffect="non-scaling-stroke" />
      </svg>
      {first && last && (
        <p className={styles.trendAxis} aria-hidden="true">
          <span>{weekLabel(first.week)}</span>
          <span>This week</span>
        </p>
      )}
      <details className={styles.tableToggle}>
        <summary>Show as table</summary>
        <div className={styles.tableScroll}>
          <table className={styles.table} data-testid="market-trend-table">
            <caption className="visually-hidden">Listings posted per week, last 12 weeks</caption>
            <thead>
              <tr>
                <th scope="col">Week starting</th>
                <th scope="col">Listings posted</th>
              </tr>
            </thead>
            <tbody>
              {trend.map((w) => (
                <tr key={w.week}>
                  <th scope="row">{weekLabel(w.week)}</th>
                  <td>{w.listings}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
