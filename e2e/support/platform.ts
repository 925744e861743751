import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

/** Stops one part of the test platform (a service, the gateway or a static server). */
export async function stopPart(name: string): Promise<void> {
  const res = await fetch(`${inject('controlUrl')}/stop/${name}`, { method: 'POST' });
  if (!res.ok) throw new Error(`could not stop ${name}: ${await res.text()}`);
}

/** Starts a stopped part again and waits until it answers. */
export async function startPart(name: string): Promise<void> {
  const res = await fetch(`${inject('controlUrl')}/start/${name}`, { method: 'POST' });
  if (!res.ok) throw new Error(`could not start ${name}: ${await res.text()}`);
}

/** The first link to `path` in the newest e-mail the platform sent to `to` (a real SMTP server receives it). */
export async function mailLink(to: string, path: string): Promise<string> {
  const res = await fetch(`${inject('controlUrl')}/mail-link?to=${encodeURIComponent(to)}&path=${encodeURIComponent(path)}`);
  if (!res.ok) throw new Error(`no mail: ${await res.text()}`);
  return res.text();
}

/** The accounts service's own address: a control request there shows what a service accepts without the gateway. */
export const accountsUrl = () => inject('accountsUrl');
