// Sealing a secret setting: AES-256-GCM under a key derived (HKDF-SHA256) from the app secret, so
// a copy of the database alone does not give away an SMTP password. "v1." names the format.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const deriveKey = (appSecret: string) =>
  Buffer.from(hkdfSync("sha256", appSecret, "hirewise-settings", "runtime settings v1", 32));

export function seal(plaintext: string, appSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", deriveKey(appSecret), iv);
  const sealed = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url")}`;
}

/** The plaintext, or null when it was sealed under another app secret or is damaged. */
export function unseal(value: string, appSecret: string): string | null {
  if (!value.startsWith("v1.")) return null;
  const bytes = Buffer.from(value.slice(3), "base64url");
  try {
    const decipher = createDecipheriv("aes-256-gcm", deriveKey(appSecret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
