/** On an approved match or sourcing offer: the way to the deal it opened, for its two parties. */
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/ui/Button';
import { useDeals } from '../../api/deals';
import styles from './deals.module.css';

export function DealLink({ proposalUid }: { proposalUid: string }) {
  const { data } = useDeals({ proposal: proposalUid });
  const deal = data?.items[0];
  if (!deal) return null;
  return (
    <p className={styles.dealLink}>
      <Link to={`/deals/${deal.uid}`} className={buttonClass()} data-testid="open-deal">
        Open the deal
      </Link>
      <span className="muted">Agree the terms and track the placement to the partner’s payment.</span>
    </p>
  );
}
