import { hash, verify } from "@node-rs/argon2";

// OWASP's argon2id parameters: 19 MiB memory, 2 iterations, 1 lane. (2 is Algorithm.Argon2id,
// a const enum that isolated modules cannot import.)
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified against when the account does not exist, so a failed sign-in takes as long either way.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword("hirewise-dummy-password");
  return dummyHash;
}
