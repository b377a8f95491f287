import { PageSkeleton } from './ui/Skeleton';

/** The loading placeholder shown while a screen's data arrives (`what`: the words used offline). */
export function PageLoading({ label = 'Loading', what = 'page' }: { label?: string; what?: 'list' | 'page' }) {
  return <PageSkeleton label={label} what={what} />;
}
