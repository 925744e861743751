import { readFileSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';

/** The lowest port handed out for the test platforms: above the usual services' (PostgreSQL, Redis, NATS, …). */
const lowestPort = 10_000;

/**
 * The ports the kernel hands out on its own, to `listen(0)` and to every outgoing connection (Linux:
 * /proc/sys/net/ipv4/ip_local_port_range, 32768–60999 by default).
 */
export function ephemeralPorts(): { low: number; high: number } {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high) return { low, high };
  } catch {
    // Not Linux: its default range.
  }
  return { low: 32768, high: 60999 };
}

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** Ports this process has handed out already: two asked for at once must not get the same one. */
const handedOut = new Set<number>();

/**
 * A port free on loopback now, for a server a test starts later. Chosen below the kernel's ephemeral range: a
 * port the kernel picked (`listen(0)`) is free again once checked, and before the server binds it, any outgoing
 * connection of a suite running beside may take it as its own end (CI saw accounts fail to start with
 * EADDRINUSE that way). Below the range only another listener can take it, and this process never hands it out twice.
 */
export async function freePort(): Promise<number> {
  const { low } = ephemeralPorts();
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = randomInt(lowestPort, low);
    if (handedOut.has(port) || !(await canListen(port))) continue;
    // Checked again: another call may have taken it while this one waited.
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port found between ${lowestPort} and ${low}`);
}
