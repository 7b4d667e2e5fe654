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

/** Which lock file this is: a file replaced by another at the same path differs in one of these. */
type TLockIdentity = string;

interface TLockHolder {
  pid: number | null;
  ageMs: number;
  identity: TLockIdentity;
}

// The content and the identity are read through one descriptor, so they describe the same file
// even when the path is replaced meanwhile.
function readLockHolder(lockPath: string): TLockHolder | null {
  let fd: number;
  try {
    fd = fs.openSync(lockPath, "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null; // released meanwhile
    throw error;
  }
  try {
    const stat = fs.fstatSync(fd, { bigint: true });
    const content = fs.readFileSync(fd, "utf8").trim();
    const pid = /^\d+$/.test(content) ? Number.parseInt(content, 10) : null;
    const identity = `${stat.dev}-${stat.ino}-${stat.mtimeNs}-${stat.size}`;
    return { pid, ageMs: Date.now() - Number(stat.mtimeMs), identity };
  } finally {
    fs.closeSync(fd);
  }
}

function identityOf(lockPath: string): TLockIdentity | null {
  return readLockHolder(lockPath)?.identity ?? null;
}

/**
 * Removes the stale lock file `stale` unless the path holds another file by now. Two processes can
 * find the same stale lock; each first creates a takeover file named after that lock's identity
 * with O_EXCL, so only one of them ever removes it: without this, the slower one could remove the
 * lock the faster one had just created, and both would run on one data directory. The takeover
 * file is removed once the stale lock is gone; a process that comes later finds the path holding
 * another file and removes nothing. Returns false when another process is taking it over.
 */
function removeStaleLock(lockPath: string, stale: TLockHolder): boolean {
  const takeoverPath = `${lockPath}.takeover-${stale.identity}`;
  let fd: number;
  try {
    fd = fs.openSync(takeoverPath, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  fs.closeSync(fd);
  try {
    // Only the holder of this takeover file removes this lock file, and nothing else replaces a
    // lock file that exists: if the path still shows the stale file, it is the stale file.
    if (identityOf(lockPath) === stale.identity) fs.rmSync(lockPath, { force: true });
  } finally {
    fs.rmSync(takeoverPath, { force: true });
  }
  return true;
}

// A process waiting for another to finish taking over a stale lock (which takes microseconds) or
// to write its pid into a new one.
const RETRY_WAIT_MS = 5;
const MAX_ATTEMPTS = 200;
const sleepBuffer = new Int32Array(new SharedArrayBuffer(4));
const sleep = (ms: number) => Atomics.wait(sleepBuffer, 0, 0, ms);

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
 * whose pid is dead is stale and taken over, by one process only however many start at once
 * (removeStaleLock). Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.resolve(dataDir, LOCK_FILE_NAME);
  if (heldLocks.has(lockPath)) {
    throw new DataDirLockedError(
      `The data directory ${path.resolve(dataDir)} is already open in this process. Reuse the open database.`,
    );
  }
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
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
      // Take over a lock left by a process that died, unless someone else does so meanwhile; then
      // compete for the free path with O_EXCL like every other process.
      if (!removeStaleLock(lockPath, holder)) sleep(RETRY_WAIT_MS);
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
