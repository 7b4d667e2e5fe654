import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DataDirLockedError";
  }
}

export const LOCK_FILE_NAME = "hirewise.lock";

// A lock file that is still empty may belong to a process between creating and writing it;
// only once it is this old is it treated as left behind by a crash.
const EMPTY_LOCK_GRACE_MS = 5_000;

// Lock files this process holds. The pid alone cannot tell: a second open in the same process
// must fail, but a lock left by a previous run that happened to have our pid (pid 1 in a
// container restarts as pid 1) is stale.
const heldLocks = new Set<string>();

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readLockHolder(lockPath: string): { pid: number | null; ageMs: number } | null {
  try {
    const content = fs.readFileSync(lockPath, "utf8").trim();
    const ageMs = Date.now() - fs.statSync(lockPath).mtimeMs;
    const pid = /^\d+$/.test(content) ? Number.parseInt(content, 10) : null;
    return { pid, ageMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null; // released meanwhile
    throw error;
  }
}

function lockedMessage(dataDir: string, lockPath: string, pid: number | null): string {
  const holder = pid === null ? "another Hirewise process" : `another Hirewise process (pid ${pid})`;
  return (
    `The data directory ${path.resolve(dataDir)} is in use by ${holder}. ` +
    `Stop that process first, or set DATA_DIR to another directory. ` +
    `If no Hirewise process is running, delete ${lockPath}.`
  );
}

/**
 * PGlite has no protection against two processes opening one data directory, and that loses
 * committed rows silently (STACK.md). An O_EXCL lock file holding our pid guards it; a lock
 * whose pid is dead is stale and taken over. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.resolve(dataDir, LOCK_FILE_NAME);
  if (heldLocks.has(lockPath)) {
    throw new DataDirLockedError(
      `The data directory ${path.resolve(dataDir)} is already open in this process. Reuse the open database.`,
    );
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = fs.openSync(lockPath, "wx");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readLockHolder(lockPath);
      if (!holder) continue;
      const isStale =
        holder.pid === null
          ? holder.ageMs > EMPTY_LOCK_GRACE_MS
          : holder.pid === process.pid || !isProcessAlive(holder.pid);
      if (!isStale) throw new DataDirLockedError(lockedMessage(dataDir, lockPath, holder.pid));
      // Take over a lock left by a process that died, unless someone else did so meanwhile.
      if (readLockHolder(lockPath)?.pid === holder.pid) fs.rmSync(lockPath, { force: true });
      continue;
    }
    try {
      fs.writeSync(fd, String(process.pid));
    } finally {
      fs.closeSync(fd);
    }
    heldLocks.add(lockPath);
    // SIGTERM and crashes skip close(): still remove the lock when the process exits.
    const release = () => {
      if (!heldLocks.delete(lockPath)) return;
      process.off("exit", release);
      try {
        if (fs.readFileSync(lockPath, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockPath);
      } catch {
        // already gone
      }
    };
    process.on("exit", release);
    return release;
  }
  throw new DataDirLockedError(lockedMessage(dataDir, lockPath, null));
}
