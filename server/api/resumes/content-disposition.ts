/**
 * `attachment; filename="..."; filename*=UTF-8''...` (RFC 6266): filename= is an ASCII
 * fallback for old clients (accents dropped, other scripts removed), filename* the real name.
 */
export function attachmentDisposition(fileName: string): string {
  const [base, extension] = splitExtension(fileName);
  const asciiBase = base
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/_+/g, "_")
    .replace(/^[_.]+|_+$/g, "");
  const fallback = `${asciiBase || "file"}${extension}`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function splitExtension(fileName: string): [string, string] {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ""];
}
