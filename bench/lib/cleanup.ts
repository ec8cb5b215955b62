/**
 * Teardown steps (stop children, drop databases, delete temp folders) run once, newest first, whether the
 * script ends normally, throws, or is interrupted: a benchmark must never leave a server holding a port.
 */
const tasks: Array<() => Promise<void> | void> = [];
let running: Promise<void> | undefined;

export function deferCleanup(task: () => Promise<void> | void) {
  tasks.push(task);
}

function runCleanup(): Promise<void> {
  running ??= (async () => {
    for (let task = tasks.pop(); task; task = tasks.pop()) {
      try {
        await task();
      } catch (error) {
        console.error('cleanup step failed:', error);
      }
    }
  })();
  return running;
}

/** Runs `main`, then the teardown; exits 1 on an error and 130 on Ctrl-C, like a shell would. */
export async function runScript(main: () => Promise<number>) {
  const interrupt = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping`);
    void runCleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  let code = 1;
  try {
    code = await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  }
  await runCleanup();
  process.exit(code);
}
