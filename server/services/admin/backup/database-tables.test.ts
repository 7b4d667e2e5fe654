// The order a backup writes its tables in: every table after the tables its foreign keys reference.
import { describe, expect, it } from "vitest";
import { orderByForeignKeys, quoteIdentifier } from "./database-tables";

describe("orderByForeignKeys", () => {
  it("puts parents first, alphabetically among equals, and ignores a table's reference to itself", () => {
    const order = orderByForeignKeys(
      ["messages", "users", "companies", "message_threads", "audit_events"],
      [
        { child: "messages", parent: "message_threads" },
        { child: "messages", parent: "users" },
        { child: "message_threads", parent: "companies" },
        { child: "companies", parent: "users" },
        { child: "audit_events", parent: "users" },
        { child: "users", parent: "users" },
        { child: "users", parent: "sessions" },
      ],
    );
    expect(order).toEqual(["users", "audit_events", "companies", "message_threads", "messages"]);
  });

  it("refuses tables whose foreign keys form a cycle, naming them", () => {
    expect(() =>
      orderByForeignKeys(
        ["a", "b", "c"],
        [
          { child: "a", parent: "b" },
          { child: "b", parent: "a" },
        ],
      ),
    ).toThrow("The foreign keys of these tables form a cycle: a, b");
  });
});

describe("quoteIdentifier", () => {
  it("quotes a name and doubles its quotes", () => {
    expect(quoteIdentifier('odd"name')).toBe('"odd""name"');
  });
});
