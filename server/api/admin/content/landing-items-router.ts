// /api/admin/content/testimonials and /faqs: the landing page's items as the console edits them,
// one router for both kinds (the service, services/site/landing/landing-items.ts, keeps both).
import { Hono, type Context } from "hono";
import type { z } from "zod";
import {
  type TAdminFaq,
  type TAdminLandingItems,
  type TAdminTestimonial,
  LANDING_ITEMS_MAX,
  ZFaqInputSchema,
  ZMoveItemSchema,
  ZTestimonialInputSchema,
} from "@common/site/landing-content";
import type { TTranslate } from "@common/i18n";
import { ZIdParamSchema } from "@common/validation/ids";
import type { THonoEnv } from "../../../context";
import { AppError } from "../../../lib/app-error";
import { requireAdmin } from "../../../lib/guards";
import { parseJsonBody } from "../../../lib/validation";
import {
  createItem,
  deleteItem,
  importDefaultItems,
  listItems,
  moveItem,
  updateItem,
  type TItemChange,
  type TLandingKind,
} from "../../../services/site/landing/landing-items";
import { defaultFaqs, defaultTestimonials } from "../../../services/site/landing/read-landing";

interface TKindRules {
  kind: TLandingKind;
  /** POST and PUT's body: {quote, name, role?, isPublished?} or {question, answer, isPublished?}. */
  schema: z.ZodType<object>;
  /** The built-in items, in the request's language, that /import-defaults copies in. */
  defaults: (t: TTranslate) => object[];
  notFoundKey: string;
}

function createLandingItemsRouter<T>(rules: TKindRules) {
  const { kind } = rules;
  const change = (c: Context<THonoEnv>): TItemChange => ({
    admin: requireAdmin(c),
    request: { ipAddress: c.get("clientIp"), requestId: c.get("requestId") },
  });
  // The {id} of the path; one that can be no row's is an item that is not there.
  const idParam = (c: Context<THonoEnv>): number => {
    const id = ZIdParamSchema.safeParse(c.req.param("id")).data;
    if (id === undefined) throw new AppError("NOT_FOUND", rules.notFoundKey);
    return id;
  };
  const listed = (items: T[]): TAdminLandingItems<T> => ({ items, max: LANDING_ITEMS_MAX });

  return (
    new Hono<THonoEnv>()
      // Every item, in page order.
      .get("/", async (c) => c.json(listed(await listItems<T>(c.get("app"), kind))))
      // Added last; 201 with the item.
      .post("/", async (c) => {
        const who = change(c);
        const input = await parseJsonBody(c, rules.schema);
        return c.json(await createItem<T>(c.get("app"), kind, input, who), 201);
      })
      // The built-in items copied in (409 when there are some already).
      .post("/import-defaults", async (c) => {
        const who = change(c);
        const defaults = rules.defaults(c.get("t"));
        return c.json(listed(await importDefaultItems<T>(c.get("app"), kind, defaults, who)));
      })
      // The item replaced.
      .put("/:id", async (c) => {
        const who = change(c);
        const id = idParam(c);
        const input = await parseJsonBody(c, rules.schema);
        return c.json(await updateItem<T>(c.get("app"), kind, id, input, who));
      })
      // 204.
      .delete("/:id", async (c) => {
        const who = change(c);
        await deleteItem(c.get("app"), kind, idParam(c), who);
        return c.body(null, 204);
      })
      // {direction: "up" | "down"}: the whole list in its new order.
      .post("/:id/move", async (c) => {
        const who = change(c);
        const id = idParam(c);
        const { direction } = await parseJsonBody(c, ZMoveItemSchema);
        return c.json(listed(await moveItem<T>(c.get("app"), kind, id, direction, who)));
      })
  );
}

/** /api/admin/content/testimonials: list, add, edit, delete, reorder, start from the built-in ones. */
export const createTestimonialsRouter = () =>
  createLandingItemsRouter<TAdminTestimonial>({
    kind: "testimonials",
    schema: ZTestimonialInputSchema,
    defaults: defaultTestimonials,
    notFoundKey: "contentApi.errors.testimonials.notFound",
  });

/** /api/admin/content/faqs: the same for the questions and answers. */
export const createFaqsRouter = () =>
  createLandingItemsRouter<TAdminFaq>({
    kind: "faqs",
    schema: ZFaqInputSchema,
    defaults: defaultFaqs,
    notFoundKey: "contentApi.errors.faqs.notFound",
  });
