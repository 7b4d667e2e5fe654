import {
  type TAdminTestimonial,
  TESTIMONIAL_NAME_MAX,
  TESTIMONIAL_QUOTE_MAX,
  TESTIMONIAL_ROLE_MAX,
} from "@common/site/landing-content";
import { testimonialsApi, type TLandingItemsApi } from "./content-api";
import { LandingItemsList, type TItemKind } from "./testimonials-faqs-list";

const TESTIMONIALS: TItemKind<TAdminTestimonial> = {
  kind: "testimonials",
  api: testimonialsApi as unknown as TLandingItemsApi<TAdminTestimonial, Record<string, unknown>>,
  fields: [
    {
      name: "quote",
      labelKey: "adminContent.testimonials.quote",
      max: TESTIMONIAL_QUOTE_MAX,
      isRequired: true,
      isMultiline: true,
    },
    { name: "name", labelKey: "adminContent.testimonials.name", max: TESTIMONIAL_NAME_MAX, isRequired: true },
    { name: "role", labelKey: "adminContent.testimonials.role", max: TESTIMONIAL_ROLE_MAX, isRequired: false },
  ],
  title: (item) => (item.role ? `${item.name}, ${item.role}` : item.name),
  detail: (item) => item.quote,
  texts: (item) => ({ quote: item.quote, name: item.name, role: item.role }),
};

/** Content > Testimonials: the stories the landing page shows. */
export function TestimonialsSection() {
  return <LandingItemsList config={TESTIMONIALS} />;
}
