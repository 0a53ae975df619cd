/** A generated logo: a rounded badge with the method's label in its colours. */
export function logoSvg(logo: { label: string; background: string; foreground: string }): string {
  const esc = (v: string) => v.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
  const size = logo.label.length > 8 ? 15 : logo.label.length > 5 ? 18 : 22;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="48" viewBox="0 0 120 48" role="img" aria-label="${esc(logo.label)}">
<rect width="120" height="48" rx="10" fill="${esc(logo.background)}"/>
<rect x="4" y="4" width="112" height="40" rx="8" fill="none" stroke="${esc(logo.foreground)}" stroke-opacity=".25"/>
<text x="60" y="25" fill="${esc(logo.foreground)}" font-family="Arial,Helvetica,sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" dominant-baseline="middle">${esc(logo.label)}</text>
</svg>`;
}
