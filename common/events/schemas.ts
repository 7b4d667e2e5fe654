import { z } from "zod";

// The page-view beacon (POST /api/events/page-view) every page sends on load and on each
// client-side navigation.

export const PAGE_VIEW_URL_MAX = 2048;

export const ZPageViewSchema = z.object(
  {
    path: z
      .string({ error: "validation.required" })
      .max(PAGE_VIEW_URL_MAX, "validation.tooLong")
      .regex(/^\/(?!\/)/, "validation.invalidValue"),
    referrer: z.string({ error: "validation.invalidValue" }).max(PAGE_VIEW_URL_MAX, "validation.tooLong").optional(),
  },
  { error: "validation.invalidBody" },
);
export type TPageView = z.infer<typeof ZPageViewSchema>;
