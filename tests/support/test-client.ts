/** A tiny HTTP client with a cookie jar, speaking JSON like the PWA does. */
export type TestResponse<T = any> = { status: number; body: T; headers: Headers };

export class TestClient {
  cookie = '';

  constructor(readonly baseUrl: string) {}

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    // A form (a file upload) is sent as multipart/form-data: fetch writes its Content-Type.
    if (body instanceof FormData) {
      const res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
        body,
        redirect: 'manual',
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: keep the text
      }
      return { status: res.status, body: parsed as T, headers: res.headers };
    }
    const init: RequestInit = {
      method,
      headers: {
        ...(body !== undefined || method !== 'GET' ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body:
        body === undefined
          ? method === 'GET'
            ? undefined
            : '{}'
          : typeof body === 'string'
            ? body
            : JSON.stringify(body),
      redirect: 'manual',
    };
    const res = await fetch(`${this.baseUrl}${path}`, init);
    const setCookie = res.headers.getSetCookie();
    for (const c of setCookie) {
      const [pair] = c.split(';');
      if (!pair) continue;
      if (/=;|Expires=Thu, 01 Jan 1970/i.test(c)) this.cookie = '';
      else this.cookie = pair;
    }
    // An event stream (GET /api/events) never ends: its status and headers are the answer.
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
      await res.body?.cancel();
      return { status: res.status, body: null as T, headers: res.headers };
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }
  put<T = any>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body);
  }
  delete<T = any>(path: string) {
    return this.request<T>('DELETE', path);
  }
}
