/**
 * What a screen adds to a resource's mutation: its toasts, events and navigation. They are passed
 * to `useMutation` itself (not to `mutate`), so a mutation with its own `onError` says its own
 * failures, and the query client's "You are offline" report (api/query-client.ts) stays silent.
 */
export type MutationCallbacks<TData, TVariables> = {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
};
