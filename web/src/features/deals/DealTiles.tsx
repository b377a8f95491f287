/** The dashboard's deal tiles: open deals, placements this month, fees owed to me / by me. */
import { Link } from 'react-router-dom';
import { Skeleton } from '../../components/ui/Skeleton';
import { useDealSummary } from '../../api/deals';
import { formatRand } from '../../../../shared/rules/rand';
import type { DealSummary } from '../../../../shared/types/deals';
import tiles from '../dashboard/StatTiles.module.css';
import dealStyles from './deals.module.css';

const TILES: Array<{ key: keyof DealSummary; label: string; isMoney?: boolean }> = [
  { key: 'openDeals', label: 'Open Deals' },
  { key: 'placementsThisMonth', label: 'Placements This Month' },
  { key: 'feesOwedToMeRand', label: 'Fees Owed to You', isMoney: true },
  { key: 'feesOwedByMeRand', label: 'Fees You Owe', isMoney: true },
];

export function DealTiles() {
  const { data, isPending, isError } = useDealSummary();
  if (isError) return null;
  return (
    <ul className={tiles.stats} aria-label="Your deals at a glance" aria-busy={isPending}>
      {TILES.map((tile) => (
        <li key={tile.key} className={tiles.statItem}>
          <Link to="/deals" className={`${tiles.stat} ${tiles.statLink}`} data-testid={`stat-${tile.key}`}>
            <span className={tile.isMoney ? `${tiles.statValue} ${dealStyles.moneyValue}` : tiles.statValue}>
              {isPending ? <Skeleton shape="figure" /> : tile.isMoney ? formatRand(data[tile.key]) : data[tile.key]}
            </span>
            <span className={tiles.statLabel}>{tile.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
