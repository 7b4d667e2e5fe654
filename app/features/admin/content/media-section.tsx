/** Content > Media. */
export function MediaSection() {
  return null;
}
