import type { z } from "zod";
import type { TFavorite, TFavoritesList, ZSaveFavoriteSchema } from "@common/seekers/schemas";
import { apiRequest } from "~/lib/api-client";

// /api/favorites: a company's saved candidates, each with its private note.

export const listFavorites = () => apiRequest<TFavoritesList>("/api/favorites").then((answer) => answer.favorites);

/** Saves a candidate, or changes the note of a saved one: the saved candidate. */
export const saveFavorite = (body: z.input<typeof ZSaveFavoriteSchema>) =>
  apiRequest<TFavorite>("/api/favorites", { method: "POST", body });

export const removeFavorite = (seekerId: number) =>
  apiRequest<void>(`/api/favorites/${seekerId}`, { method: "DELETE" });
