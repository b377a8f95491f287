/**
 * Proposals sent and received per week over the last 8 weeks: two small bars a week, in plain SVG
 * (no chart library), with the same figures in a table for screen readers.
 */
import { Link } from 'react-router-dom';
import type { WeekCount } from '../../../../shared/types/dashboard';
import styles from './dashboard.module.css';

const WIDTH = 320;
const HEIGHT = 150;
const PAD = { top: 14, right: 4, bottom: 24, left: 22 };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** '16 Nov' for the Monday a week starts on. */
const weekLabel = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]}`;

export function ProposalsChart({ weeks }: { weeks: WeekCount[] }) {
  const sent = weeks.reduce((n, w) => n + w.sent, 0);
  const received = weeks.reduce((n, w) => n + w.received, 0);
  const heading = (
    <h2 id="chart-heading" className={styles.sectionHeading}>
      Proposals per week
    </h2>
  );
  if (sent + received === 0) {
    return (
      <section className={styles.section} aria-labelledby="chart-heading" data-testid="proposals-chart">
        {heading}
        <div className={styles.empty}>
          <p>No match proposals sent or received in the last 8 weeks. Open one of your listings to see who fits it.</p>
          <Link to="/candidates" className={styles.textLink}>
            Browse candidates
          </Link>
        </div>
      </section>
    );
  }
  const max = Math.max(2, ...weeks.map((w) => Math.max(w.sent, w.received)));
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = (WIDTH - PAD.left - PAD.right) / weeks.length;
  const barW = Math.min(12, slot / 3);
  const y = (n: number) => PAD.top + plotH - (n / max) * plotH;
  return (
    <section className={styles.section} aria-labelledby="chart-heading" data-testid="proposals-chart">
      {heading}
      <p className={styles.legend} aria-hidden="true">
        <span className={styles.legendSent} /> Sent {sent}
        <span className={styles.legendReceived} /> Received {received}
      </p>
      <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true">
        {[0, max].map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="var(--line)" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="var(--ink-soft)">
              {tick}
            </text>
          </g>
        ))}
        {weeks.map((w, i) => {
          const x = PAD.left + i * slot + slot / 2;
          return (
            <g key={w.weekStart}>
              <rect
                x={x - barW - 1}
                y={y(w.sent)}
                width={barW}
                height={PAD.top + plotH - y(w.sent)}
                rx="2"
                fill="var(--brand)"
              />
              <rect
                x={x + 1}
                y={y(w.received)}
                width={barW}
                height={PAD.top + plotH - y(w.received)}
                rx="2"
                fill="var(--brand-line)"
              />
              {i % 2 === 1 && (
                <text x={x} y={HEIGHT - 6} textAnchor="middle" fontSize="11" fill="var(--ink-soft)">
                  {weekLabel(w.weekStart)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {/* A table ignores a width of 1 px (it grows to its cells): the box around it hides it. */}
      <div className="visually-hidden">
        <table>
          <caption>Match proposals and sourcing offers per week, last 8 weeks</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Sent</th>
              <th scope="col">Received</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.weekStart}>
                <th scope="row">{weekLabel(w.weekStart)}</th>
                <td>{w.sent}</td>
                <td>{w.received}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
