/** Content > Testimonials. */
export function TestimonialsSection() {
  return null;
}
