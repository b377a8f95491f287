/**
 * Placements and fees per month as a picture: one bar per month, its height the fees
 * placed that month, the number of placements written above it. Plain SVG, scaled to its box.
 */
import { formatRand } from '../../../../shared/rules/deal';
import type { DealMonthFigures } from '../../../../shared/types/deals';
import { formatMonth } from '../../format/dates';
import styles from './deals.module.css';

const WIDTH = 720;
const HEIGHT = 300;
const PAD = { top: 28, right: 12, bottom: 40, left: 64 };

/** A round top for the axis: 1, 2 or 5 × a power of ten. */
function niceMax(value: number): number {
  if (value <= 0) return 10_000;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((s) => s * power >= value) ?? 10;
  return step * power;
}

const short = (amount: number) =>
  amount >= 1_000_000
    ? `R${(amount / 1_000_000).toLocaleString('en-ZA')}m`
    : amount >= 1000
      ? `R${amount / 1000}k`
      : `R${amount}`;

export function DealChart({ months }: { months: DealMonthFigures[] }) {
  const max = niceMax(Math.max(...months.map((m) => m.feesRand)));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / months.length;
  const barW = Math.max(8, slot * 0.6);
  const y = (amount: number) => PAD.top + plotH - (amount / max) * plotH;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * max);
  const total = months.reduce((sum, m) => sum + m.placements, 0);
  const fees = months.reduce((sum, m) => sum + m.feesRand, 0);
  return (
    <figure style={{ margin: 0 }}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Placements and fees per month, last ${months.length} months: ${total} placements, ${formatRand(fees)} in fees.`}
        data-testid="deal-chart"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="var(--line)" />
            <text x={PAD.left - 8} y={y(tick) + 4} textAnchor="end" fontSize="12" fill="var(--ink-soft)">
              {short(tick)}
            </text>
          </g>
        ))}
        {months.map((m, i) => {
          const x = PAD.left + i * slot + (slot - barW) / 2;
          const top = y(m.feesRand);
          return (
            <g key={m.month}>
              <rect x={x} y={top} width={barW} height={PAD.top + plotH - top} rx="3" fill="var(--brand)">
                <title>{`${formatMonth(m.month)}: ${m.placements} placement${m.placements === 1 ? '' : 's'}, ${formatRand(m.feesRand)}`}</title>
              </rect>
              {m.placements > 0 && (
                <text
                  x={x + barW / 2}
                  y={top - 6}
                  textAnchor="middle"
                  fontSize="12"
                  fontWeight="700"
                  fill="var(--accent)"
                >
                  {m.placements}
                </text>
              )}
              <text
                x={x + barW / 2}
                y={HEIGHT - PAD.bottom + 18}
                textAnchor="middle"
                fontSize="12"
                fill="var(--ink-soft)"
              >
                {formatMonth(m.month).slice(0, 3)}
              </text>
              {(i === 0 || m.month.endsWith('-01')) && (
                <text
                  x={x + barW / 2}
                  y={HEIGHT - PAD.bottom + 33}
                  textAnchor="middle"
                  fontSize="11"
                  fill="var(--ink-soft)"
                >
                  {m.month.slice(0, 4)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.chartLegend}>
        <span>
          <span className={styles.swatch} style={{ background: 'var(--brand)' }} aria-hidden="true" />
          Fees placed (rand)
        </span>
        <span>
          <strong style={{ color: 'var(--accent)' }}>n</strong> placements recorded that month
        </span>
      </figcaption>
    </figure>
  );
}
