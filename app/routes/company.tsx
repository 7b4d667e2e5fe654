import { data } from "react-router";
import { NotFoundContent } from "~/components/shell/not-found-content";

// A company's public page, /companies/{id}-{slug} (docs/product.md#companies): being built.
export function loader() {
  return data(null, { status: 404 });
}

export default function CompanyPage() {
  return <NotFoundContent />;
}
