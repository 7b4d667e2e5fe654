/** Content > FAQs. */
export function FaqsSection() {
  return null;
}
