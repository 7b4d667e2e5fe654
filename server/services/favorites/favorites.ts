// A company account's saved candidates (GET, POST /api/favorites, DELETE /api/favorites/{id}),
// each with a private note. A saved candidate is shown only while their profile is visible with a
// resume; one can be saved only then. Each company sees and changes only its own list.
import { and, eq, sql } from "drizzle-orm";
import { permissions, type TActor } from "@common/auth/permissions";
import type { TFavorite, TFavoritesList, TSaveFavorite } from "@common/seekers/schemas";
import { isDatabaseId } from "@common/validation/ids";
import type { TAppContext } from "../../context";
import { rowsOf } from "../../db/rows";
import { candidateFavorites } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { assertPermitted } from "../../lib/guards";
import { cardsOf, VISIBLE } from "../matching/visible-candidates";

type TContext = Pick<TAppContext, "db">;

const notFound = () => new AppError("NOT_FOUND", "errors.notFound");

function assertMaySave(user: TActor) {
  assertPermitted(permissions.saveCandidates(user), "errors.companiesOnly");
}

type TFavoriteRow = { seeker_user_id: number; note: string; created_at: string | Date };

async function toFavorites(context: TContext, rows: TFavoriteRow[], now: Date): Promise<TFavorite[]> {
  const cards = await cardsOf(
    context,
    rows.map((row) => row.seeker_user_id),
    now,
  );
  return rows.flatMap((row) => {
    const kept = cards.get(row.seeker_user_id);
    if (!kept) return [];
    return [
      {
        userId: row.seeker_user_id,
        card: kept.card,
        moreSkills: kept.moreSkills,
        note: row.note,
        savedAt: new Date(row.created_at).toISOString(),
      },
    ];
  });
}

/** GET /api/favorites: the company's saved candidates whose profile is visible, newest saved first. */
export async function listFavorites(context: TContext, options: { user: TActor; now?: Date }): Promise<TFavoritesList> {
  assertMaySave(options.user);
  const rows = rowsOf<TFavoriteRow>(
    await context.db.execute(sql`
      select f.seeker_user_id, f.note, f.created_at
      from candidate_favorites f
      join job_seeker_profiles p on p.user_id = f.seeker_user_id
      join resumes r on r.id = p.resume_id
      where f.company_user_id = ${options.user.id} and ${VISIBLE}
      order by f.created_at desc, f.seeker_user_id desc`),
  );
  return { favorites: await toFavorites(context, rows, options.now ?? new Date()) };
}

/**
 * POST /api/favorites: saves a visible candidate with a note, or changes the note of a saved one
 * (the saving time stays). `created` says which.
 */
export async function saveFavorite(
  context: TContext,
  options: { user: TActor; input: TSaveFavorite; now?: Date },
): Promise<{ favorite: TFavorite; created: boolean }> {
  assertMaySave(options.user);
  const { seekerId, note } = options.input;
  const [written] = rowsOf<TFavoriteRow & { created: boolean }>(
    await context.db.execute(sql`
      insert into candidate_favorites (company_user_id, seeker_user_id, note)
      select ${options.user.id}, p.user_id, ${note}
      from job_seeker_profiles p join resumes r on r.id = p.resume_id
      where p.user_id = ${seekerId} and ${VISIBLE}
      on conflict (company_user_id, seeker_user_id)
        do update set note = excluded.note, updated_at = now()
      returning seeker_user_id, note, created_at, (xmax = 0) as created`),
  );
  if (!written) throw notFound();
  const [favorite] = await toFavorites(context, [written], options.now ?? new Date());
  if (!favorite) throw notFound();
  return { favorite, created: written.created };
}

/** DELETE /api/favorites/{seekerId}: 404 when the candidate is not on the company's list. */
export async function deleteFavorite(context: TContext, options: { user: TActor; seekerId: number }): Promise<void> {
  assertMaySave(options.user);
  if (!isDatabaseId(options.seekerId)) throw notFound();
  const deleted = await context.db
    .delete(candidateFavorites)
    .where(
      and(eq(candidateFavorites.companyUserId, options.user.id), eq(candidateFavorites.seekerUserId, options.seekerId)),
    )
    .returning({ seekerId: candidateFavorites.seekerUserId });
  if (!deleted.length) throw notFound();
}
