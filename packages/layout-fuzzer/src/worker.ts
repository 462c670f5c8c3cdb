// A worker thread that runs cases it is sent, one at a time.
import { parentPort } from 'node:worker_threads';
import type { Geval } from './layout.ts';
import { draai } from './run-one.ts';

parentPort?.on('message', (geval: Geval) => {
  draai(geval).then(
    (r) => parentPort?.postMessage({ ok: true, r }),
    (e: unknown) =>
      parentPort?.postMessage({ ok: false, geval, fout: e instanceof Error ? (e.stack ?? e.message) : String(e) }),
  );
});
