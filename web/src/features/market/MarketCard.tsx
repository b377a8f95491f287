/**
 * The dashboard's "Market pulse" card: the member's first category in Gauteng, in one line, with a
 * link to /market. Loaded lazily by the dashboard (it is not on the first screen's path).
 */
import { Link } from 'react-router-dom';
import { cardClass } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { useMe } from '../../api/session';
import { marketQueryString, useMarketPulse } from '../../api/market';
import { CATEGORIES, LOCATIONS, OTHER_CATEGORY_ID, lookupName } from '../../../../shared/lookups';
import { formatDays, formatFeePercent } from './market-format';
import styles from './market.module.css';

const GAUTENG = 300;

export default function MarketCard() {
  const { data: me } = useMe();
  const category = me?.categories.find((id) => id !== OTHER_CATEGORY_ID && CATEGORIES.some((c) => c.id === id)) ?? 23;
  const selection = { category, province: GAUTENG, nature: null };
  const { data: pulse, isPending, isError } = useMarketPulse(selection);
  if (isError) return null;
  const where = `${lookupName(CATEGORIES, category)} in ${lookupName(LOCATIONS, GAUTENG)}`;
  return (
    <section className={`${cardClass} ${styles.card}`} aria-labelledby="market-card-heading" data-testid="market-card">
      <h2 id="market-card-heading" className={styles.panelHeading}>
        Market pulse
      </h2>
      <p className={styles.cardFacts}>
        {isPending || !pulse ? (
          <Skeleton shape="line" />
        ) : pulse.suppressed ? (
          `${where}: not enough listings yet to show figures.`
        ) : (
          [
            `${where}: ${pulse.listings} open and recent listings`,
            pulse.medianFeePercent !== null && `median fee ${formatFeePercent(pulse.medianFeePercent)}`,
            pulse.medianDaysToFirstProposal !== null &&
              `a first proposal after ${formatDays(pulse.medianDaysToFirstProposal)} (median)`,
          ]
            .filter(Boolean)
            .join(' · ') + '.'
        )}
      </p>
      <Link to={`/market?${marketQueryString(selection)}`}>See what the market pays</Link>
    </section>
  );
}
