/** Content > Figures. */
export function FiguresSection() {
  return null;
}
