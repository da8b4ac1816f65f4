/**
 * Escaping for what the server writes into HTML and XML by hand. Everything that came from the
 * database or the request passes through one of these before it reaches a page.
 */

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an HTML element or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEntities[char] ?? char);
}

const xmlEntities: Record<string, string> = { ...htmlEntities, "'": '&apos;' };

/** Text safe inside an XML element or attribute (the XML 1.0 predefined entities). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => xmlEntities[char] ?? char);
}

/**
 * JSON safe inside a `<script>` element: `<`, `>` and `&` become \u escapes so that no text
 * (`</script>`, `<!--`) can end the element early, and U+2028/U+2029 are escaped for old parsers.
 * The value stays the same JSON.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
