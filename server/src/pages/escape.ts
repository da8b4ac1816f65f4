/** Escaping for the HTML and XML the server writes by hand; every stored or sent value passes here. */

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

/** The same JSON, escaped so no text (`</script>`, `<!--`) can end its `<script>` element early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
