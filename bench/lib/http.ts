/** Small JSON client for setting scenarios up (the load itself goes through autocannon or node:http). */
export interface Api {
  base: string;
  request<T = unknown>(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: T; bytes: number }>;
  login(email: string, password: string): Promise<string>;
}

export function apiOf(base: string): Api {
  const request = async <T>(method: string, path: string, token: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, bytes: Buffer.byteLength(text) };
  };
  return {
    base,
    request,
    async login(email, password) {
      const response = await request<{ token?: string }>('POST', '/auth/login', '', { email, password });
      if (response.status !== 200 || !response.body.token) throw new Error(`login of ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body.token;
    },
  };
}

/** Waits until the connection's session is CONNECTED again (the server resumes it at start). */
export async function waitConnected(api: Api, token: string, whatsappId: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await api.request<{ status?: string }>('GET', `/whatsapp/${whatsappId}`, token);
    if (response.body.status === 'CONNECTED') return;
    if (Date.now() > deadline) throw new Error(`connection ${whatsappId} is ${response.body.status ?? response.status}, not CONNECTED`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
