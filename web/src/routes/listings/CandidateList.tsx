import { ListingListScreen } from '../../features/listings/ListingListScreen';

/** /candidates — the candidate list with search and filters. */
export default function CandidateList() {
  return <ListingListScreen kind="candidate" />;
}
