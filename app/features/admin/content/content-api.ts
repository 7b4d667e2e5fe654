import type { TFigureChangeInput } from "@common/site/figure-change";
import type { TAdminFigure, TFigureKey } from "@common/site/figures";
import type {
  TAdminFaq,
  TAdminLandingItems,
  TAdminTestimonial,
  TFaqInput,
  TMoveDirection,
  TTestimonialInput,
} from "@common/site/landing-content";
import { apiRequest } from "~/lib/api-client";

// The console's Content > Testimonials, FAQs and Figures: /api/admin/content (administrators only).

export type TLandingKind = "testimonials" | "faqs";

/** The calls of one kind of landing page item, the same for testimonials and FAQs. */
export interface TLandingItemsApi<TItem, TInput> {
  path: string;
  list: (path: string) => Promise<TAdminLandingItems<TItem>>;
  create: (input: TInput) => Promise<TItem>;
  update: (id: number, input: TInput) => Promise<TItem>;
  remove: (id: number) => Promise<void>;
  move: (id: number, direction: TMoveDirection) => Promise<TAdminLandingItems<TItem>>;
  importDefaults: () => Promise<TAdminLandingItems<TItem>>;
}

function landingItemsApi<TItem, TInput>(kind: TLandingKind): TLandingItemsApi<TItem, TInput> {
  const path = `/api/admin/content/${kind}`;
  return {
    path,
    list: (listPath) => apiRequest<TAdminLandingItems<TItem>>(listPath),
    create: (input) => apiRequest<TItem>(path, { method: "POST", body: input }),
    update: (id, input) => apiRequest<TItem>(`${path}/${id}`, { method: "PUT", body: input }),
    remove: (id) => apiRequest<void>(`${path}/${id}`, { method: "DELETE" }),
    move: (id, direction) =>
      apiRequest<TAdminLandingItems<TItem>>(`${path}/${id}/move`, { method: "POST", body: { direction } }),
    importDefaults: () => apiRequest<TAdminLandingItems<TItem>>(`${path}/import-defaults`, { method: "POST" }),
  };
}

export const testimonialsApi = landingItemsApi<TAdminTestimonial, TTestimonialInput>("testimonials");
export const faqsApi = landingItemsApi<TAdminFaq, TFaqInput>("faqs");

export const ADMIN_FIGURES_PATH = "/api/admin/content/figures";
export const fetchAdminFigures = (path: string) => apiRequest<{ items: TAdminFigure[] }>(path);

/** The figure's whole change: null texts and shown put it back to its default. */
export const changeAdminFigure = (key: TFigureKey, change: TFigureChangeInput) =>
  apiRequest<TAdminFigure>(`${ADMIN_FIGURES_PATH}/${key}`, { method: "PUT", body: change });
