/**
 * The one typed client for the JSON API. Errors come back as ApiError carrying the
 * contract's { title, message, field } so screens can show the spec's toasts as they are.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    message: string,
    readonly field?: string,
    /** The server's stable code, where it gives one ('anonymity', 'anonymity-warning', …). */
    readonly code?: string,
  ) {
    super(message);
  }
}

type ErrorBody = { error?: { title?: string; message?: string; field?: string; code?: string } };

/** True for the client's own "the request never reached the server" error (offline, network down). */
export function isOfflineError(err: unknown): err is ApiError {
  return err instanceof ApiError && err.status === 0;
}

/** A refusal (not found, private, malformed link) will not change on a retry. */
export function isRefusal(err: unknown): err is ApiError {
  return err instanceof ApiError && err.status >= 400 && err.status < 500;
}

/** Extra request headers (e.g. the Idempotency-Key of an offline draft, web/src/offline/drafts.ts). */
export type RequestHeaders = Record<string, string>;

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  extra: RequestHeaders = {},
  signal?: AbortSignal,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
        ...extra,
      },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    });
  } catch (err) {
    // A request given up by its caller (a search overtaken by the next keystroke) is not "offline".
    if (signal?.aborted) throw err;
    throw new ApiError(0, 'You are offline', 'You are offline. Check your connection and try again.');
  }
  if (res.status === 204) return undefined as T;
  const data = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) {
    const error = (data as ErrorBody | null)?.error;
    throw new ApiError(
      res.status,
      error?.title ?? 'Something went wrong',
      error?.message ?? 'Something went wrong on our side. Please try again.',
      error?.field,
      error?.code,
    );
  }
  return data as T;
}

export const api = {
  /** `signal` aborts the request (TanStack Query passes one, so a search overtaken by a newer one is dropped). */
  get: <T>(path: string, signal?: AbortSignal) => request<T>('GET', path, undefined, {}, signal),
  post: <T>(path: string, body?: unknown, headers?: RequestHeaders) => request<T>('POST', path, body, headers),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
};
