/** Shared pieces for the demo product drawings: one calm industrial palette, 800 × 600 canvas. */
export const color = {
  graphite: '#1f2328',
  ink: '#57606a',
  steel: '#8b949e',
  light: '#c9d1d9',
  paper: '#f3f4f6',
  accent: '#ea580c',
} as const;

/** Outline attributes used by every drawn part. */
export const outline = (width = 3) =>
  `stroke="${color.graphite}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
/** Thin detail lines: chamfers, grooves, thread crests. */
export const hairline = (width = 1.5, stroke: string = color.ink) =>
  `stroke="${stroke}" stroke-width="${width}" fill="none" stroke-linecap="round"`;

/** Gradient ids: `cylX`/`cylY` shade a cylinder whose axis runs along y/x, `dark*` for blued or coated steel. */
const defs = `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f8fa"/><stop offset="1" stop-color="#e9ebef"/></linearGradient>
${cylinder('cylX', 1, 0, ['#8b949e', '#eef1f4', '#c9d1d9', '#a3abb4', '#6e7781'])}
${cylinder('cylY', 0, 1, ['#8b949e', '#eef1f4', '#c9d1d9', '#a3abb4', '#6e7781'])}
${cylinder('darkX', 1, 0, ['#424a53', '#8b949e', '#57606a', '#32383f', '#24292f'])}
${cylinder('darkY', 0, 1, ['#424a53', '#8b949e', '#57606a', '#32383f', '#24292f'])}
${cylinder('accentY', 0, 1, ['#c2410c', '#fb923c', '#ea580c', '#c2410c', '#9a3412'])}
<linearGradient id="plate" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e6eaee"/><stop offset="1" stop-color="#aeb6bf"/></linearGradient>
<radialGradient id="disc" cx="0.38" cy="0.32" r="0.8"><stop offset="0" stop-color="#f3f5f7"/><stop offset="0.6" stop-color="#c9d1d9"/><stop offset="1" stop-color="#8b949e"/></radialGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#1f2328" stop-opacity="0.22"/><stop offset="1" stop-color="#1f2328" stop-opacity="0"/></radialGradient>
<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#e3e6ea" stroke-width="1"/></pattern>
<pattern id="knurl" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="10" height="10" fill="#a3abb4"/><path d="M0 0H10M0 0V10" stroke="#57606a" stroke-width="2"/></pattern>
</defs>`;

function cylinder(id: string, x2: number, y2: number, stops: string[]): string {
  const offsets = [0, 0.28, 0.5, 0.78, 1];
  const body = stops.map((c, i) => `<stop offset="${offsets[i]}" stop-color="${c}"/>`).join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${body}</linearGradient>`;
}

/** The canvas every drawing shares: light steel background, faint grid, a drawing-sheet frame. */
export function svgDocument(body: string): string {
  const corner = (x: number, y: number, dx: number, dy: number) =>
    `<path d="M${x} ${y + dy * 22}V${y}H${x + dx * 22}" fill="none" stroke="${color.steel}" stroke-width="2"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">${defs}
<rect width="800" height="600" fill="url(#bg)"/>
<rect x="24" y="24" width="752" height="552" fill="url(#grid)" opacity="0.7"/>
<rect x="24" y="24" width="752" height="552" fill="none" stroke="${color.light}" stroke-width="2"/>
${corner(40, 40, 1, 1)}${corner(760, 40, -1, 1)}${corner(40, 560, 1, -1)}${corner(760, 560, -1, -1)}
${body}</svg>`;
}

/** Soft contact shadow under a part. */
export const shadow = (cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#shadow)"/>`;

/** A technical-drawing dimension line in the accent colour, from x1 to x2 at height y. */
export function dimension(x1: number, x2: number, y: number): string {
  const a = color.accent;
  return `<g stroke="${a}" stroke-width="2" fill="${a}">
<path d="M${x1} ${y - 14}V${y + 14}M${x2} ${y - 14}V${y + 14}M${x1 + 12} ${y}H${x2 - 12}" fill="none"/>
<path d="M${x1} ${y}l14 -6v12zM${x2} ${y}l-14 -6v12z" stroke="none"/></g>`;
}

/** Points of a regular polygon, e.g. a hexagon for nuts and bolt heads; `scaleY` < 1 tilts it into perspective. */
export function polygon(
  cx: number,
  cy: number,
  r: number,
  sides: number,
  rotationDeg = 0,
  scaleY = 1,
): string {
  return Array.from({ length: sides }, (_, i) => {
    const t = ((rotationDeg + (360 / sides) * i) * Math.PI) / 180;
    return `${(cx + r * Math.cos(t)).toFixed(1)},${(cy + r * scaleY * Math.sin(t)).toFixed(1)}`;
  }).join(' ');
}

/** Evenly spaced values from `from` to `to` (inclusive) in `count` steps. */
export const steps = (from: number, to: number, count: number) =>
  Array.from({ length: count }, (_, i) => from + ((to - from) * i) / Math.max(1, count - 1));

/** Slanted thread or flute lines across a horizontal cylinder from x1 to x2, centred on y with diameter d. */
export function threadLines(x1: number, x2: number, y: number, d: number, pitch: number, slant = 8): string {
  const lines: string[] = [];
  for (let x = x1 + pitch / 2; x < x2 - slant; x += pitch) {
    lines.push(`M${x.toFixed(1)} ${y - d / 2 + 2}L${(x + slant).toFixed(1)} ${y + d / 2 - 2}`);
  }
  return `<path d="${lines.join('')}" ${hairline(2)}/>`;
}
