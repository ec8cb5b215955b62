import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';

/**
 * Pins a process, every thread of it, to one core with `taskset` (util-linux). A load generator and the server it
 * measures, each on a core of its own, stop taking turns on whichever core the scheduler picks: on this 2-core
 * machine that alone moved bare Fastify between 130k and 208k answers in 8 s. False when it cannot pin (one core,
 * no taskset), and the caller says so.
 */
export function pinToCore(pid: number, core: number): boolean {
  // cpus(), not availableParallelism(): the latter shrinks to 1 once this process is pinned.
  if (cpus().length <= core) return false;
  try {
    execFileSync('taskset', ['--all-tasks', '--pid', '--cpu-list', String(core), String(pid)], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}
