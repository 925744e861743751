import http from 'node:http';

/*
 * The yardstick of `npm run bench`: the least a reverse proxy hop can cost — node:http in, a keep-alive agent
 * out, headers copied, bodies piped, no policies. Run as its own process: `minimal-proxy.ts <port> <upstream>`;
 * prints "ready" once it listens.
 */
const [port, upstream] = process.argv.slice(2);
if (!port || !upstream) throw new Error('usage: minimal-proxy.ts <port> <upstream url>');
const target = new URL(upstream);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

http
  .createServer((req, res) => {
    const outgoing = http.request(
      { hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    outgoing.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(outgoing);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));
