// The preview's way to the Markdown renderer: only ever imported with import(), so markdown-it
// stays out of the console's first script (the server's bundle imports the renderer itself).
export { renderMarkdown } from "@common/site/markdown";
