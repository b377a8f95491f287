/**
 * /market: the market pulse (docs/market.md). Filters first (category, province, nature, in the
 * URL), then the figures: listings, median days to a first proposal, median fee %, placed share,
 * the package bands (job specs against candidates) and the 12-week trend, each chart with its
 * table, and the CSV of what is shown. Under the privacy threshold: "Not enough listings yet".
 */
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { cardClass } from '../../components/ui/Card';
import { containerClass } from '../../components/ui/Container';
import { EmptyState } from '../../components/ui/EmptyState';
import { Select } from '../../components/ui/Select';
import { Skeleton } from '../../components/ui/Skeleton';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useMe } from '../../api/session';
import { useMarketPulse, type MarketSelection } from '../../api/market';
import { BandChart } from '../../features/market/BandChart';
import { TrendChart } from '../../features/market/TrendChart';
import { marketCsv } from '../../features/market/market-csv';
import { formatDays, formatFeePercent, formatPlacedShare, NOT_ENOUGH } from '../../features/market/market-format';
import styles from '../../features/market/market.module.css';
import { CATEGORIES, NATURES, OTHER_CATEGORY_ID } from '../../../../shared/lookups';
import { MARKET_PROVINCES } from '../../../../shared/schemas/market';
import type { MarketPulseResponse } from '../../../../shared/types/market';

const DEFAULT_CATEGORY = 23; // IT & Internet
const DEFAULT_PROVINCE = 300; // Gauteng
const CATEGORY_IDS = new Set(CATEGORIES.map((c) => c.id));
const PROVINCE_IDS = new Set(MARKET_PROVINCES.map((p) => p.id));
const NATURE_IDS = new Set(NATURES.map((n) => n.id));

const idParam = (value: string | null, ids: Set<number>): number | null =>
  value !== null && ids.has(Number(value)) ? Number(value) : null;

function download(pulse: MarketPulseResponse) {
  const url = URL.createObjectURL(new Blob([marketCsv(pulse)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `market-pulse-${pulse.category}-${pulse.province}${pulse.nature ? `-${pulse.nature}` : ''}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function Figures({ pulse }: { pulse: MarketPulseResponse }) {
  const figures = [
    { label: 'Open and recent listings', value: (pulse.listings ?? 0).toLocaleString('en-ZA') },
    { label: 'Median days to a first proposal', value: formatDays(pulse.medianDaysToFirstProposal) },
    { label: 'Median placement fee', value: formatFeePercent(pulse.medianFeePercent) },
    { label: 'Deals that reached Placed', value: formatPlacedShare(pulse.placedShare) },
  ];
  return (
    <dl className={styles.figures} data-testid="market-figures">
      {figures.map((f) => (
        <div key={f.label} className={`${cardClass} ${styles.figure}`}>
          <dt>{f.label}</dt>
          <dd className={f.value === NOT_ENOUGH ? styles.figureNone : undefined}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function MarketPage() {
  useDocumentTitle('Market pulse');
  const { data: me } = useMe();
  const [params, setParams] = useSearchParams();
  const ownCategory = me?.categories.find((id) => id !== OTHER_CATEGORY_ID && CATEGORY_IDS.has(id));
  const selection: MarketSelection = {
    category: idParam(params.get('category'), CATEGORY_IDS) ?? ownCategory ?? DEFAULT_CATEGORY,
    province: idParam(params.get('province'), PROVINCE_IDS) ?? DEFAULT_PROVINCE,
    nature: idParam(params.get('nature'), NATURE_IDS),
  };
  const { data: pulse, isPending, isError, isPlaceholderData, refetch } = useMarketPulse(selection);
  const choose = (key: keyof MarketSelection, value: string) => {
    const next = new URLSearchParams(params);
    next.set('category', String(selection.category));
    next.set('province', String(selection.province));
    if (value === '') next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };
  const asOf = pulse ? new Date(pulse.asOf).toLocaleTimeString('en-ZA', { hour: '2-digit', minute: '2-digit' }) : '';
  return (
    <div className={`${containerClass} ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>Market pulse</h1>
        <p className={styles.meta}>
          What the market pays, from members’ listings and deals: packages asked and offered, how soon a listing gets a
          proposal, and the fees deals agree. Figures only, never a member or a listing.
        </p>
      </header>
      <form className={`${cardClass} ${styles.filters}`} onSubmit={(e) => e.preventDefault()} aria-label="Filters">
        <Select
          label="Recruitment category"
          value={selection.category}
          onChange={(e) => choose('category', e.target.value)}
          data-testid="market-category"
        >
          {CATEGORIES.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
        <Select
          label="Province"
          value={selection.province}
          onChange={(e) => choose('province', e.target.value)}
          data-testid="market-province"
        >
          {MARKET_PROVINCES.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </Select>
        <Select
          label="Nature of employment"
          value={selection.nature ?? ''}
          onChange={(e) => choose('nature', e.target.value)}
          data-testid="market-nature"
        >
          <option value="">All</option>
          {NATURES.map((n) => (
            <option key={n.id} value={n.id}>
              {n.name}
            </option>
          ))}
        </Select>
      </form>
      <div aria-live="polite" aria-busy={isPending || isPlaceholderData} className={styles.results}>
        {isPending ? (
          <div className={styles.stack}>
            <Skeleton shape="figure" />
            <Skeleton shape="figure" />
          </div>
        ) : isError || !pulse ? (
          <EmptyState>
            <p>The market pulse could not be loaded.</p>
            <Button variant="secondary" onClick={() => void refetch()}>
              Try again
            </Button>
          </EmptyState>
        ) : pulse.suppressed || !pulse.cells || !pulse.trend ? (
          <EmptyState>
            <div data-testid="market-suppressed">
              <h2 className={styles.panelHeading}>Not enough listings yet</h2>
              <p>
                We show a selection once it has at least 5 open or recent listings from at least 3 different members, so
                that no figure can point to one member’s listing. Try all natures of employment, a neighbouring category
                or a busier province — or post your own listing to add to it.
              </p>
            </div>
          </EmptyState>
        ) : (
          <div className={styles.stack}>
            <Figures pulse={pulse} />
            <div className={styles.charts}>
              <BandChart cells={pulse.cells} />
              <TrendChart trend={pulse.trend} />
            </div>
          </div>
        )}
      </div>
      {pulse && (
        <div className={styles.footer}>
          {!pulse.suppressed && (
            <Button variant="secondary" onClick={() => download(pulse)} data-testid="market-csv">
              Download CSV
            </Button>
          )}
          <p className="muted" data-testid="market-as-of">
            Live figures, updated {asOf}. Listings open now or posted in the last 12 weeks; deals of the last 12 months.
            Medians and shares show once they rest on 5 listings or deals from 3 members.
          </p>
        </div>
      )}
    </div>
  );
}
