import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTaskRunner } from "./runner";

function recordingLogger() {
  const messages: string[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => messages.push(JSON.parse(line).msg) });
  return { logger, messages };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the task runner", () => {
  it("runs a task at start when asked, then once per interval", async () => {
    const runner = createTaskRunner(recordingLogger());
    const run = vi.fn(async () => {});
    runner.add({ name: "tick", intervalMs: 1000, runAtStart: true, run });
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(4);
    runner.add({ name: "later", intervalMs: 1000, run });
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(4);
    await runner.close();
  });

  it("never runs a task beside itself: a run due while the last is going is skipped", async () => {
    const runner = createTaskRunner(recordingLogger());
    let finish = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    runner.add({ name: "slow", intervalMs: 1000, runAtStart: true, run });
    await vi.advanceTimersByTimeAsync(2500);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(500);
    expect(run).toHaveBeenCalledTimes(2);
    finish();
    await runner.close();
  });

  it("logs a failure and runs the task again at the next interval", async () => {
    const { logger, messages } = recordingLogger();
    const runner = createTaskRunner({ logger });
    const run = vi.fn(async () => {
      throw new Error("no database");
    });
    runner.add({ name: "fragile", intervalMs: 1000, runAtStart: true, run });
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(messages).toEqual(["the fragile task failed", "the fragile task failed"]);
    await runner.close();
  });

  it("refuses a second task of the same name", async () => {
    const runner = createTaskRunner(recordingLogger());
    runner.add({ name: "once", intervalMs: 1000, run: async () => {} });
    expect(() => runner.add({ name: "once", intervalMs: 5000, run: async () => {} })).toThrow(/already added/);
    await runner.close();
  });

  it("close() stops every timer and waits for the runs under way", async () => {
    const runner = createTaskRunner(recordingLogger());
    let isFinished = false;
    const run = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      isFinished = true;
    });
    runner.add({ name: "busy", intervalMs: 1000, runAtStart: true, run });
    const closing = runner.close();
    await vi.advanceTimersByTimeAsync(300);
    await closing;
    expect(isFinished).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(() => runner.add({ name: "late", intervalMs: 1000, run })).toThrow(/closed/);
  });
});
