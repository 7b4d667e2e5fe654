import { cn } from "~/lib/cn";

/**
 * A console table: a real table with its caption read out, scrolling sideways inside its own
 * frame on a narrow screen (the page itself never does); the frame takes the focus so the
 * keyboard can scroll it too.
 */
export function AdminTable({
  caption,
  columns,
  children,
  className,
  minWidth = "min-w-[40rem]",
}: {
  caption: string;
  /** The width under which the table scrolls in its frame rather than squeeze its columns. */
  minWidth?: string;
  /** The header cells' texts; an empty text is a column read out by its caption alone. */
  columns: { label: string; className?: string }[];
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={cn(
        "overflow-x-auto rounded-xl border border-gray-200 bg-white",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600",
        className,
      )}
    >
      <table className={cn("w-full border-collapse text-start text-sm", minWidth)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-700 uppercase">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={cn("px-4 py-3 text-start", column.className)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">{children}</tbody>
      </table>
    </div>
  );
}

/** A cell of a console table. */
export function Cell({ className, ...props }: React.TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn("px-4 py-3 align-middle text-gray-800", className)} {...props} />;
}

export const BADGE =
  "inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold";
