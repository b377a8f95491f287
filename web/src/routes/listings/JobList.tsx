import { ListingListScreen } from '../../features/listings/ListingListScreen';

/** /jobs — the Job Spec List. */
export default function JobList() {
  return <ListingListScreen kind="job" />;
}
