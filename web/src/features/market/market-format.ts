/**
 * How the market pulse's figures read; a figure under the privacy threshold is "Not enough yet".
 * Decimals with a point, as the fee % is entered on a deal (and so the CSV stays one value a cell).
 */
export const NOT_ENOUGH = 'Not enough yet';

export const formatDays = (days: number | null) =>
  days === null ? NOT_ENOUGH : `${Number(days.toFixed(1))} ${days === 1 ? 'day' : 'days'}`;

export const formatFeePercent = (fee: number | null) => (fee === null ? NOT_ENOUGH : `${Number(fee.toFixed(3))}%`);

export const formatPlacedShare = (share: number | null) =>
  share === null ? NOT_ENOUGH : `${Math.round(share * 100)}%`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
/** '16 Nov' for the Monday a week starts on. */
export const weekLabel = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]}`;
