// Runs cases over worker threads (both cores), with a time bound per case so that one hanging read cannot
// stall the run: such a case counts as a wrong status.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { genereer, type Geval } from './layout.ts';
import type { Resultaat } from './run-one.ts';

interface PoolOpties {
  workers?: number;
  /** Milliseconds one case may take. */
  tijdslimiet?: number;
  opResultaat: (r: Resultaat) => void;
}

export async function draaiAlle(gevallen: Geval[], o: PoolOpties): Promise<void> {
  const n = Math.max(1, Math.min(o.workers ?? availableParallelism(), gevallen.length));
  const limiet = o.tijdslimiet ?? 60_000;
  let volgende = 0;
  const start = (): Worker => new Worker(new URL('./worker-entry.mjs', import.meta.url));

  const lus = async (): Promise<void> => {
    let worker = start();
    try {
      while (volgende < gevallen.length) {
        const geval = gevallen[volgende++]!;
        const antwoord = await new Promise<Resultaat | string>((resolve) => {
          const timer = setTimeout(() => resolve('TIJD'), limiet);
          const klaar = (m: { ok: boolean; r?: Resultaat; fout?: string }): void => {
            clearTimeout(timer);
            worker.off('error', fout);
            resolve(m.ok && m.r ? m.r : `FOUT GENERATOR ${m.fout ?? ''}`);
          };
          const fout = (e: Error): void => {
            clearTimeout(timer);
            worker.off('message', klaar);
            resolve(`FOUT ${e.stack ?? e.message}`);
          };
          worker.once('message', klaar);
          worker.once('error', fout);
          worker.postMessage(geval);
        });
        if (typeof antwoord === 'string') {
          await worker.terminate();
          worker = start();
          if (antwoord.startsWith('FOUT GENERATOR'))
            throw new Error(`generator failed for ${JSON.stringify(geval)}: ${antwoord}`);
          // a read that hung or crashed its thread: everything the document states is missed, the status is wrong
          const g = await genereer(geval);
          o.opResultaat({
            geval,
            uitkomst: {
              traits: g.traits,
              vermeld: g.vermeld.length,
              exact: 0,
              extraExact: 0,
              fout: 0,
              gemist: g.vermeld.length,
              status: antwoord === 'TIJD' ? 'TIME_LIMIT' : 'CRASH',
              verwachtStatus: g.verwachtStatus,
              statusGoed: false,
              fouten: [],
              meldingen: [antwoord.slice(0, 300)],
            },
          });
          continue;
        }
        o.opResultaat(antwoord);
      }
    } finally {
      await worker.terminate();
    }
  };
  await Promise.all(Array.from({ length: n }, lus));
}
