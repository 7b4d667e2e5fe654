import { useCallback, useEffect, useState } from "react";

/** What a read shows: not asked (its tab is hidden), loading, failed, or its answer. */
export type TRemoteState<T> =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "failed"; error: unknown }
  | { status: "ready"; data: T; isRefreshing: boolean };

type TRead<T> = { key: string; attempt: number; outcome: { ok: true; data: T } | { ok: false; error: unknown } };

/**
 * Reads `load(key)` in the browser whenever the key changes (a null key reads nothing, e.g. for
 * a tab that is not shown). `refresh` reads the same key again and keeps the answer shown
 * meanwhile (after an action); `retry` does the same after a failure, showing loading. `load`
 * must be a stable function (a module's), the key all it depends on.
 */
export function useRemote<T>(key: string | null, load: (key: string) => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const [read, setRead] = useState<TRead<T> | null>(null);

  useEffect(() => {
    if (key === null) return;
    let isCurrent = true;
    load(key).then(
      (data) => isCurrent && setRead({ key, attempt, outcome: { ok: true, data } }),
      (error: unknown) => isCurrent && setRead({ key, attempt, outcome: { ok: false, error } }),
    );
    return () => {
      isCurrent = false;
    };
  }, [key, attempt, load]);

  const refresh = useCallback(() => setAttempt((value) => value + 1), []);

  let state: TRemoteState<T>;
  if (key === null) state = { status: "idle" };
  else if (!read || read.key !== key) state = { status: "loading" };
  else if (!read.outcome.ok)
    state = read.attempt === attempt ? { status: "failed", error: read.outcome.error } : { status: "loading" };
  else state = { status: "ready", data: read.outcome.data, isRefreshing: read.attempt !== attempt };
  return { state, refresh, retry: refresh };
}
