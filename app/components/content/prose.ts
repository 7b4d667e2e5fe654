// The typography of a content page's rendered Markdown: headings, paragraphs, lists, links,
// quotes, tables, code and images styled from the wrapper, since the HTML comes from the server as
// a string; matched to the legal pages. The content page and the console's Markdown preview both
// use it.
export const PAGE_PROSE_CLASSES = [
  "text-base leading-7 text-gray-800 break-words",
  "[&>*+*]:mt-4 [&>:first-child]:mt-0",
  "[&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-gray-900 sm:[&_h2]:text-2xl",
  "[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-gray-900",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-gray-900 [&_h5]:mt-6 [&_h5]:font-semibold [&_h6]:mt-6 [&_h6]:font-semibold",
  "[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:ps-6 [&_li]:marker:text-gray-500",
  "[&_a]:font-medium [&_a]:text-primary-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-primary-800",
  "[&_a:focus-visible]:rounded [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-primary-600",
  "[&_blockquote]:border-s-2 [&_blockquote]:border-primary-200 [&_blockquote]:ps-4 [&_blockquote]:text-gray-700",
  "[&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-sm",
  "[&_th]:border-b [&_th]:border-gray-300 [&_th]:bg-gray-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-start [&_th]:font-semibold",
  "[&_td]:border-b [&_td]:border-gray-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top",
  "[&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-sm",
  "[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-gray-100 [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
  "[&_hr]:my-8 [&_hr]:border-gray-200 [&_strong]:font-semibold [&_strong]:text-gray-900",
].join(" ");
