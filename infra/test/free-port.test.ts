import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ephemeralPorts, freePort } from '../src/platform/free-port';

const listenOn = (port: number) =>
  new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });

describe('a free port for a test platform', () => {
  it("is never one the kernel hands out itself (listen(0), a connection's own end), so a suite beside cannot take it", async () => {
    const { low } = ephemeralPorts();
    const ports = await Promise.all(Array.from({ length: 50 }, () => freePort()));
    for (const port of ports) expect({ port, below: port < low && port >= 10_000 }).toEqual({ port, below: true });
    expect(new Set(ports).size).toBe(ports.length);
    await Promise.all(ports.map(listenOn));
  });
});
