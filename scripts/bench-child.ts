// What every benchmark orchestrator needs of the processes it starts (servers, load generators, stream clients):
// each prints its result as one JSON line on stdout.
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** The first JSON line a child prints on stdout; rejects if it exits first. */
export function jsonLine<T>(child: ChildProcess, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    if (!child.stdout) throw new Error(`${what}: no stdout`);
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line) as T);
    });
    child.once('exit', (code) => {
      reject(new Error(`${what} exited (${String(code)}) without a result`));
    });
  });
}
