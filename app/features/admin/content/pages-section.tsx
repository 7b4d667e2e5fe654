/** Content > Pages. */
export function PagesSection() {
  return null;
}
