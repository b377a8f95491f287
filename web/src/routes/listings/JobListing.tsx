import { useParams } from 'react-router-dom';
import { ListingScreen } from '../../features/listings/ListingScreen';

/** /jobs/:uid — one job spec; the uid 'add' creates a new one. */
export default function JobListing() {
  const { uid = 'add' } = useParams();
  return <ListingScreen kind="job" uid={uid} />;
}
