import { sessionCookieName } from '@inkspell/contracts';

/** A browser through the gateway, for the benches: keeps its session cookie and sends the app's Origin on unsafe requests. */
export function gatewayBrowser(base: string) {
  let cookie = '';
  const call = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { origin: base, ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const set of res.headers.getSetCookie()) if (set.startsWith(`${sessionCookieName}=`)) cookie = set.split(';')[0]!;
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
  };
  return Object.assign(call, { cookie: () => cookie });
}
