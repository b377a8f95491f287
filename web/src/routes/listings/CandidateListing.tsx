import { useParams } from 'react-router-dom';
import { ListingScreen } from '../../features/listings/ListingScreen';

/** /candidates/:uid and /candidates/add — one candidate, or a new one. */
export default function CandidateListing() {
  const { uid = 'add' } = useParams();
  return <ListingScreen kind="candidate" uid={uid} />;
}
