import { PageSkeleton } from './ui/Skeleton';

/** The loading placeholder shown while a screen's data arrives. */
export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return <PageSkeleton label={label} />;
}
