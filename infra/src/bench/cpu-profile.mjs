// Preloaded with NODE_OPTIONS=--import=<this file> by `BENCH_CPU_PROF=<dir> npm run bench` (Node 20 refuses
// --cpu-prof in NODE_OPTIONS): profiles the whole process with the inspector and writes
// <CPU_PROF_DIR>/<pid>.cpuprofile when it exits, for Chrome DevTools or speedscope.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const dir = process.env.CPU_PROF_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 200 });
  session.post('Profiler.start');
  // A session in the same thread answers synchronously, so this works in the exit handler.
  process.once('exit', () => {
    session.post('Profiler.stop', (err, result) => {
      if (!err) writeFileSync(path.join(dir, `${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
