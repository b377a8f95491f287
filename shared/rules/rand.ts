/** Whole rand as South Africans write it (the deals' figures): 'R45 000', 'R1 250 000'. No imports: the dashboard's tiles use it. */
export function formatRand(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}R${String(Math.abs(Math.round(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}`;
}
