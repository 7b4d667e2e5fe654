import type { Context } from "hono";
import { ZSaveFavoriteSchema } from "@common/seekers/schemas";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseJsonBody } from "../../lib/validation";
import { deleteFavorite, listFavorites, saveFavorite } from "../../services/favorites/favorites";
import { seekerIdParam } from "../seekers/seeker-id";

/** GET /api/favorites: the company's saved candidates, newest first. */
export async function listFavoritesHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  return c.json(await listFavorites(c.get("app"), { user }));
}

/** POST /api/favorites {seekerId, note}: 201 with the saved candidate, 200 when only the note changed. */
export async function saveFavoriteHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const input = await parseJsonBody(c, ZSaveFavoriteSchema);
  const { favorite, created } = await saveFavorite(c.get("app"), { user, input });
  return c.json(favorite, created ? 201 : 200);
}

/** DELETE /api/favorites/{seekerId}: 204. */
export async function deleteFavoriteHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  await deleteFavorite(c.get("app"), { user, seekerId: seekerIdParam(c, "seekerId") });
  return c.body(null, 204);
}
