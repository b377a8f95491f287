/** The market pulse as shown, as CSV (the "Download CSV" button): the selection, the figures, the bands and the weeks. */
import { CATEGORIES, LOCATIONS, NATURES, PACKAGES, lookupName } from '../../../../shared/lookups';
import type { MarketPulseResponse } from '../../../../shared/types/market';
import { formatFeePercent, formatPlacedShare, formatDays } from './market-format';

const cell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const line = (...values: Array<string | number>) => values.map(cell).join(',');

export function marketCsv(pulse: MarketPulseResponse): string {
  const lines = [
    line('Market pulse'),
    line('Category', lookupName(CATEGORIES, pulse.category) ?? ''),
    line('Province', lookupName(LOCATIONS, pulse.province) ?? ''),
    line('Nature of employment', pulse.nature === null ? 'All' : (lookupName(NATURES, pulse.nature) ?? '')),
    line('As of', pulse.asOf),
  ];
  if (pulse.suppressed || !pulse.cells || !pulse.trend) {
    lines.push(line('Not enough listings yet (fewer than 5 listings or 3 members)'));
    return `${lines.join('\r\n')}\r\n`;
  }
  lines.push(
    line('Open and recent listings', pulse.listings ?? ''),
    line('Median days to first proposal', formatDays(pulse.medianDaysToFirstProposal)),
    line('Median fee %', formatFeePercent(pulse.medianFeePercent)),
    line('Deals that reached Placed', formatPlacedShare(pulse.placedShare)),
    '',
    line('Annual CTC package', 'Job specs', 'Candidates'),
    ...pulse.cells.map((c) => line(lookupName(PACKAGES, c.packageId) ?? String(c.packageId), c.jobs, c.candidates)),
    '',
    line('Week starting', 'Listings posted'),
    ...pulse.trend.map((w) => line(w.week, w.listings)),
  );
  return `${lines.join('\r\n')}\r\n`;
}
