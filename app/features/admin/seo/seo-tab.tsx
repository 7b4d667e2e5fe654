/** Admin > SEO. */
export function SeoTab() {
  return null;
}
