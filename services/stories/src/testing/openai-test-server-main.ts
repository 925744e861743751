import { parseArgs } from 'node:util';
import { instant, realSpeed, startOpenAITestServer } from './openai-test-server';

/**
 * Starts the OpenAI test server on its own, to run the platform against it:
 *   npm run openai:test-server -- --port 4010 --speed real
 *   OPENAI_API_KEY=test OPENAI_BASE_URL=http://127.0.0.1:4010/v1 npm start
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    speed: { type: 'string', default: 'real' },
  },
});
const speeds = { real: realSpeed, instant };
const speed = values.speed as keyof typeof speeds;
const port = Number(values.port);
if (!(speed in speeds) || !Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error('usage: openai-test-server-main [--port 4010] [--host 127.0.0.1] [--speed real|instant]');
  process.exit(2);
}

const server = await startOpenAITestServer({ port, host: values.host, latencies: speeds[speed] });
console.log(`OpenAI test server (${speed} speed) at ${server.baseURL}`);
console.log(`  OPENAI_API_KEY=test OPENAI_BASE_URL=${server.baseURL} npm start`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
