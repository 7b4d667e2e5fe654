// Background work: one file per task in this folder, each registered with the one runner that
// the server starts (server/index.ts). A task is plain work on the app context; when and how
// often it runs is the runner's business.
//
// TTaskRunner is the interface the scheduler of the platform-services issue implements (croner,
// and a lease row in the database so that only one of several server processes runs a task at a
// time): tasks and their registration stay as they are, only createTaskRunner is replaced.
import type { Logger } from "pino";

export interface TTask {
  /** Names the task in logs (and, with the scheduler, its lease). */
  name: string;
  /** How long from the start of one run to the start of the next. */
  intervalMs: number;
  /** Whether it also runs once as soon as it is added (at server start). */
  runAtStart?: boolean;
  /** The work; a failure is logged and the next run happens as planned. */
  run(): Promise<void>;
}

export interface TTaskRunner {
  add(task: TTask): void;
  /** Stops every task's timer and waits for the runs under way. */
  close(): Promise<void>;
}

/**
 * Runs each task on a timer in this process. A run that is still going when the next is due is
 * not doubled: that run is skipped. Timers do not keep the process alive.
 */
export function createTaskRunner(options: { logger: Logger }): TTaskRunner {
  const { logger } = options;
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Map<string, Promise<void>>();
  let isClosed = false;

  function runOnce(task: TTask) {
    if (isClosed || running.has(task.name)) return;
    const run = task
      .run()
      .catch((error: unknown) => logger.warn({ err: error, task: task.name }, `the ${task.name} task failed`))
      .finally(() => running.delete(task.name));
    running.set(task.name, run);
  }

  return {
    add(task) {
      if (isClosed) throw new Error("the task runner is closed");
      // A name is what keeps a task from overlapping itself (and, with the scheduler, its lease).
      if (timers.has(task.name)) throw new Error(`a task named ${task.name} is already added`);
      const timer = setInterval(() => runOnce(task), task.intervalMs);
      timer.unref();
      timers.set(task.name, timer);
      if (task.runAtStart) runOnce(task);
    },
    async close() {
      isClosed = true;
      for (const timer of timers.values()) clearInterval(timer);
      timers.clear();
      await Promise.all(running.values());
    },
  };
}
