// The catalogue of triggered tasks: each one's name and the zod schema of its payload. A service
// queues one with enqueueTask(context, name, payload) (./task-queue.ts); its handler is listed in
// server/tasks/index.ts, which the type checker holds to this catalogue (one handler per name).
// A payload is JSON: the schema reads what JSON keeps (an ISO date string, never a Date).
import type { z } from "zod";

export const TRIGGERED_TASK_PAYLOADS = {} satisfies Record<string, z.ZodType>;

export type TTriggeredTaskPayloads = typeof TRIGGERED_TASK_PAYLOADS;
