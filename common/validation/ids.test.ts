import { describe, expect, it } from "vitest";
import { isDatabaseId, MAX_DATABASE_INTEGER, ZIdParamSchema } from "./ids";

describe("isDatabaseId", () => {
  it("accepts whole numbers from 1 to PostgreSQL's integer limit", () => {
    expect(isDatabaseId(1)).toBe(true);
    expect(isDatabaseId(MAX_DATABASE_INTEGER)).toBe(true);
  });

  it("refuses what no row can have", () => {
    for (const value of [0, -1, 1.5, MAX_DATABASE_INTEGER + 1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isDatabaseId(value)).toBe(false);
    }
  });
});

describe("ZIdParamSchema", () => {
  it("reads plain decimal ids", () => {
    expect(ZIdParamSchema.safeParse("42").data).toBe(42);
    expect(ZIdParamSchema.safeParse("2147483647").data).toBe(MAX_DATABASE_INTEGER);
  });

  it("refuses any other spelling of a number, and numbers no row can have", () => {
    for (const text of ["", "abc", "0", "-1", "1.5", "1e3", "0x10", " 1", "2147483648", "99999999999", "1;DROP"]) {
      expect(ZIdParamSchema.safeParse(text).success).toBe(false);
    }
  });
});
