// /api/admin/content/faqs: the landing page's faqs as the console edits them.
import type { Context } from "hono";
import { ZIdParamSchema } from "@common/validation/ids";
import {
  type TAdminLandingItems,
  type TAdminFaq,
  LANDING_ITEMS_MAX,
  ZMoveItemSchema,
  ZFaqInputSchema,
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
import { defaultFaqs } from "../../../../services/site/landing/read-landing";

const KIND = "faqs";

function change(c: Context<THonoEnv>): TItemChange {
  return { admin: requireAdmin(c), request: { ipAddress: c.get("clientIp"), requestId: c.get("requestId") } };
}

/** The {id} of the path; one that can be no row's is an item that is not there. */
function idParam(c: Context<THonoEnv>): number {
  const id = ZIdParamSchema.safeParse(c.req.param("id")).data;
  if (id === undefined) throw new AppError("NOT_FOUND", "contentApi.errors.faqs.notFound");
  return id;
}

const listed = (items: TAdminFaq[]): TAdminLandingItems<TAdminFaq> => ({
  items,
  max: LANDING_ITEMS_MAX,
});

/** GET: every FAQ, in page order. */
export async function listFaqsHandler(c: Context<THonoEnv>) {
  return c.json(listed(await listItems<TAdminFaq>(c.get("app"), KIND)));
}

/** POST {question, answer, isPublished?}: added last; 201 with the FAQ. */
export async function createFaqHandler(c: Context<THonoEnv>) {
  const who = change(c);
  const input = await parseJsonBody(c, ZFaqInputSchema);
  return c.json(await createItem<TAdminFaq>(c.get("app"), KIND, input, who), 201);
}

/** PUT /{id} {question, answer, isPublished?}: the FAQ replaced. */
export async function updateFaqHandler(c: Context<THonoEnv>) {
  const who = change(c);
  const id = idParam(c);
  const input = await parseJsonBody(c, ZFaqInputSchema);
  return c.json(await updateItem<TAdminFaq>(c.get("app"), KIND, id, input, who));
}

/** DELETE /{id}: 204. */
export async function deleteFaqHandler(c: Context<THonoEnv>) {
  const who = change(c);
  await deleteItem(c.get("app"), KIND, idParam(c), who);
  return c.body(null, 204);
}

/** POST /{id}/move {direction: "up" | "down"}: the whole list in its new order. */
export async function moveFaqHandler(c: Context<THonoEnv>) {
  const who = change(c);
  const id = idParam(c);
  const { direction } = await parseJsonBody(c, ZMoveItemSchema);
  return c.json(listed(await moveItem<TAdminFaq>(c.get("app"), KIND, id, direction, who)));
}

/** POST /import-defaults: the built-in faqs copied in (409 when there are some already). */
export async function importDefaultFaqsHandler(c: Context<THonoEnv>) {
  const who = change(c);
  const defaults = defaultFaqs(c.get("t"));
  return c.json(listed(await importDefaultItems<TAdminFaq>(c.get("app"), KIND, defaults, who)));
}
