/** A tiny SVG writer: attributes are escaped and numbers rounded, so output is small and well-formed. */
export type Attributes = Record<string, string | number>;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? Math.round(v * 10) / 10 : escapeXml(v)}"`)
    .join('');
}

/** One element; children are already-written SVG strings. */
export function el(tag: string, attrs: Attributes, ...children: string[]): string {
  return children.length === 0 ? `<${tag}${attributes(attrs)}/>` : `<${tag}${attributes(attrs)}>${children.join('')}</${tag}>`;
}

/** A polygon or polyline's points attribute. */
export function points(pairs: [number, number][]): string {
  return pairs.map(([x, y]) => `${Math.round(x)},${Math.round(y)}`).join(' ');
}
