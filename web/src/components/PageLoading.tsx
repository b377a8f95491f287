/** The loading placeholder shown while a screen's data arrives. */
export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="loading" role="status" aria-live="polite">
      <div className="skeleton skeleton--title" />
      <div className="skeleton" />
      <div className="skeleton" />
      <span className="visually-hidden">{label}…</span>
    </div>
  );
}
