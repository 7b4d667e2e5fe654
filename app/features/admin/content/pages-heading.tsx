/** A content section's title and what it is for (Pages, Media). */
export function SectionHeading({ title, body }: { title: string; body?: string }) {
  return (
    <div>
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      {body ? <p className="mt-1 max-w-2xl text-sm text-gray-700">{body}</p> : null}
    </div>
  );
}
