// Every task of the server, started by server/index.ts with one call: the scheduled tasks (each
// once per interval across the processes, decision 015) and the handlers of the triggered tasks
// (each queued item once, decision 022), all on the one runner (./runner.ts).
//
// A scheduled task: its file here returns a TTask; list it in scheduledTasks. A triggered task:
// its payload schema in server/platform/task-queue/triggered-tasks.ts, its handler's file here,
// listed in triggeredTaskHandlers (the type checker asks for one handler per catalogued name).
import type { TAppContext } from "../context";
import type { TTriggeredTaskHandlers } from "../platform/task-queue/task-queue";
import type { TTriggeredTaskPayloads } from "../platform/task-queue/triggered-tasks";
import { createHousekeepingTask } from "./housekeeping";
import { createImportJobsTask } from "./import-jobs";
import { createJobAlertsTask } from "./job-alerts";
import { createMailQueueTask } from "./mail-queue";
import { createRetentionTask } from "./retention";
import { createTaskRunner, type TTask, type TTaskRunner } from "./runner";
import { createWeeklyDigestTask } from "./weekly-digest";

export interface TTaskOptions {
  /** PGlite runs no autovacuum: housekeeping vacuums its tables. */
  isEmbeddedDatabase: boolean;
}

export function scheduledTasks(context: TAppContext, options: TTaskOptions): TTask[] {
  return [
    createHousekeepingTask(context, { isEmbeddedDatabase: options.isEmbeddedDatabase }),
    createRetentionTask(context),
    createMailQueueTask(context),
    createJobAlertsTask(context),
    createWeeklyDigestTask(context),
    createImportJobsTask(context),
  ];
}

export function triggeredTaskHandlers(_context: TAppContext): TTriggeredTaskHandlers<TTriggeredTaskPayloads> {
  return {};
}

/** Creates the runner and starts every task on it; close() it at shutdown. */
export function startTasks(context: TAppContext, options: TTaskOptions): TTaskRunner {
  const runner = createTaskRunner({ db: context.db, logger: context.logger });
  for (const task of scheduledTasks(context, options)) runner.add(task);
  runner.serveQueue(context.taskQueue, triggeredTaskHandlers(context));
  return runner;
}
