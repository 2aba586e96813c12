// Article bodies are stored as an administrator wrote them and made safe when served: the HTTP layer asks this
// port (sanitize-html on the server) and never the library itself.
export interface HtmlSanitizer {
  sanitize: (html: string) => string;
  /** Null and blank bodies stay null. */
  sanitizeOptional: (html: string | null | undefined) => string | null;
}
