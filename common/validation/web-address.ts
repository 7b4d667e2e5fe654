import { z } from "zod";
import { hasNoControlCharacters } from "./text";

// Web addresses as people type them: "github.com/sam" is an address, saved as
// "https://github.com/sam"; only what cannot be one ("sam", "mailto:sam@example.com",
// "github com") is refused. One rule for the resume's links and a company's website.

const SCHEME = /^([a-z][a-z\d+.-]*):/i;
const HOST_LABEL = /^(?!-)[a-z\d-]{1,63}(?<!-)$/i;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z\d-]{1,59})$/i;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * The address with its scheme ("https://" when none was typed), or null when the text is not a
 * web address: another scheme, spaces, or a host without a dot and a top-level domain.
 */
export function normaliseWebAddress(typed: string): string | null {
  const value = typed.trim();
  if (!value || /\s/.test(value)) return null;
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  // "localhost:3000" reads as a scheme; a host with a port has digits after the colon.
  const hasScheme = scheme !== undefined && !/^[a-z\d.-]+:\d/i.test(value);
  if (hasScheme && scheme !== "http" && scheme !== "https") return null;
  const address = hasScheme ? value : `https://${value.replace(/^\/\//, "")}`;
  if (!/^https?:\/\/[^/]/i.test(address)) return null;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  const host = url.hostname;
  if (IPV4.test(host)) return host.split(".").every((part) => Number(part) <= 255) ? address : null;
  const labels = host.split(".");
  if (labels.length < 2 || !labels.every((label) => HOST_LABEL.test(label))) return null;
  return TOP_LEVEL.test(labels.at(-1)!) ? address : null;
}

/**
 * An optional web address of at most `max` characters (with the "https://" it may gain): blank
 * becomes undefined, an address without a scheme gets "https://", anything else answers
 * "validation.invalidUrl".
 */
export const optionalWebAddress = (max: number) =>
  z
    .string({ error: "validation.invalidUrl" })
    .trim()
    .max(max, { error: "validation.tooLong" })
    .refine(hasNoControlCharacters, { error: "validation.invalidCharacters" })
    .optional()
    .transform((value, context) => {
      if (!value) return undefined;
      const address = normaliseWebAddress(value);
      if (address === null) {
        context.issues.push({ code: "custom", message: "validation.invalidUrl", input: value });
        return z.NEVER;
      }
      if (address.length > max) {
        context.issues.push({ code: "custom", message: "validation.tooLong", input: value });
        return z.NEVER;
      }
      return address;
    });
