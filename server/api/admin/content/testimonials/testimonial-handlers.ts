// /api/admin/content/testimonials: the landing page's testimonials as the console edits them.
import type { Context } from "hono";
import { ZIdParamSchema } from "@common/validation/ids";
import {
  type TAdminLandingItems,
  type TAdminTestimonial,
  LANDING_ITEMS_MAX,
  ZMoveItemSchema,
  ZTestimonialInputSchema,
} from "@common/site/landing-content";
import type { THonoEnv } from "../../../../context";
import { AppError } from "../../../../lib/app-error";
import { requireAdmin } from "../../../../lib/guards";
import { parseJsonBody } from "../../../../lib/validation";
import {
  createItem,
  deleteItem,
  importDefaultItems,
  listItems,
  moveItem,
  updateItem,
  type TItemChange,
} from "../../../../services/site/landing/landing-items";
import { defaultTestimonials } from "../../../../services/site/landing/read-landing";

const KIND = "testimonials";

function change(c: Context<THonoEnv>): TItemChange {
  return { admin: requireAdmin(c), request: { ipAddress: c.get("clientIp"), requestId: c.get("requestId") } };
}

/** The {id} of the path; one that can be no row's is an item that is not there. */
function idParam(c: Context<THonoEnv>): number {
  const id = ZIdParamSchema.safeParse(c.req.param("id")).data;
  if (id === undefined) throw new AppError("NOT_FOUND", "contentApi.errors.testimonials.notFound");
  return id;
}

const listed = (items: TAdminTestimonial[]): TAdminLandingItems<TAdminTestimonial> => ({
  items,
  max: LANDING_ITEMS_MAX,
});

/** GET: every testimonial, in page order. */
export async function listTestimonialsHandler(c: Context<THonoEnv>) {
  return c.json(listed(await listItems<TAdminTestimonial>(c.get("app"), KIND)));
}

/** POST {quote, name, role?, isPublished?}: added last; 201 with the testimonial. */
export async function createTestimonialHandler(c: Context<THonoEnv>) {
  const who = change(c);
  const input = await parseJsonBody(c, ZTestimonialInputSchema);
  return c.json(await createItem<TAdminTestimonial>(c.get("app"), KIND, input, who), 201);
}

/** PUT /{id} {quote, name, role?, isPublished?}: the testimonial replaced. */
export async function updateTestimonialHandler(c: Context<THonoEnv>) {
  const who = change(c);
  const id = idParam(c);
  const input = await parseJsonBody(c, ZTestimonialInputSchema);
  return c.json(await updateItem<TAdminTestimonial>(c.get("app"), KIND, id, input, who));
}

/** DELETE /{id}: 204. */
export async function deleteTestimonialHandler(c: Context<THonoEnv>) {
  const who = change(c);
  await deleteItem(c.get("app"), KIND, idParam(c), who);
  return c.body(null, 204);
}

/** POST /{id}/move {direction: "up" | "down"}: the whole list in its new order. */
export async function moveTestimonialHandler(c: Context<THonoEnv>) {
  const who = change(c);
  const id = idParam(c);
  const { direction } = await parseJsonBody(c, ZMoveItemSchema);
  return c.json(listed(await moveItem<TAdminTestimonial>(c.get("app"), KIND, id, direction, who)));
}

/** POST /import-defaults: the built-in testimonials copied in (409 when there are some already). */
export async function importDefaultTestimonialsHandler(c: Context<THonoEnv>) {
  const who = change(c);
  const defaults = defaultTestimonials(c.get("t"));
  return c.json(listed(await importDefaultItems<TAdminTestimonial>(c.get("app"), KIND, defaults, who)));
}
