import { color, dimension, hairline, outline, polygon, shadow, threadLines } from './svg-kit';

/** Side view of a hexagon (bolt head or nut) with one flat facing the viewer: three faces stacked. */
function hexSide(
  x: number,
  y: number,
  w: number,
  acrossCorners: number,
  fill = ['#e6eaee', '#c9d1d9', '#8b949e'],
) {
  const q = acrossCorners / 4;
  const face = (y1: number, h: number, f: string | undefined) =>
    `<rect x="${x}" y="${y1}" width="${w}" height="${h}" fill="${f}" ${outline(2.5)}/>`;
  const chamfer = `M${x + 6} ${y - 2 * q + 4}Q${x} ${y - q} ${x + 6} ${y - 4}M${x + w - 6} ${y - 2 * q + 4}Q${x + w} ${y - q} ${x + w - 6} ${y - 4}`;
  return `${face(y - 2 * q, q, fill[0])}${face(y - q, 2 * q, fill[1])}${face(y + q, q, fill[2])}
<path d="${chamfer}" ${hairline()}/><path d="${chamfer}" ${hairline()} transform="translate(0 ${2 * y}) scale(1 -1)"/>`;
}

/** Front view of a hexagonal nut, flats left and right. */
function hexFront(cx: number, cy: number, r: number, bore: number) {
  return `<polygon points="${polygon(cx, cy, r, 6, 90)}" fill="url(#disc)" ${outline()}/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.866}" ${hairline(2)}/>
<circle cx="${cx}" cy="${cy}" r="${bore}" fill="${color.ink}" ${outline()}/>
<circle cx="${cx + 5}" cy="${cy + 6}" r="${bore - 4}" fill="${color.paper}"/>
<circle cx="${cx}" cy="${cy}" r="${bore + 6}" ${hairline()} stroke-dasharray="6 5"/>`;
}

export function bearing(): string {
  const cx = 390;
  const cy = 290;
  const ring = (r: number) => `<circle cx="${cx}" cy="${cy}" r="${r}" ${hairline()}/>`;
  return `${shadow(cx + 20, 520, 230, 22)}
<circle cx="${cx + 14}" cy="${cy + 16}" r="205" fill="#6e7781" ${outline()}/>
<circle cx="${cx}" cy="${cy}" r="205" fill="url(#disc)" ${outline()}/>
${ring(196)}
<circle cx="${cx}" cy="${cy}" r="160" fill="#32383f" ${outline()}/>
<circle cx="${cx}" cy="${cy}" r="150" fill="none" stroke="${color.accent}" stroke-width="6"/>
<circle cx="${cx}" cy="${cy}" r="126" fill="none" stroke="#57606a" stroke-width="2"/>
<path d="M${cx - 100} ${cy - 70}A122 122 0 0 1 ${cx + 40} ${cy - 115}" fill="none" stroke="#8b949e" stroke-width="5" stroke-linecap="round" opacity="0.7"/>
<circle cx="${cx}" cy="${cy}" r="98" fill="url(#disc)" ${outline()}/>
${ring(90)}
<clipPath id="bore"><circle cx="${cx}" cy="${cy}" r="64"/></clipPath>
<circle cx="${cx}" cy="${cy}" r="64" fill="url(#darkX)"/>
<circle cx="${cx + 14}" cy="${cy + 16}" r="64" fill="${color.paper}" clip-path="url(#bore)"/>
<circle cx="${cx}" cy="${cy}" r="64" fill="none" ${outline()}/>`;
}

export function hexBolt(): string {
  const y = 290;
  return `${shadow(420, 420, 300, 20)}
<rect x="214" y="${y - 72}" width="10" height="144" fill="#aeb6bf" ${outline(2)}/>
<path d="M222 ${y - 48}H676L690 ${y - 34}V${y + 34}L676 ${y + 48}H222Z" fill="url(#cylY)" ${outline()}/>
${threadLines(430, 688, y, 96, 14, 7)}
${hexSide(140, y, 76, 168)}
${hexSide(540, y, 60, 168)}
${dimension(224, 690, 470)}`;
}

export function hexNut(): string {
  return `${shadow(320, 470, 170, 18)}${shadow(610, 470, 90, 14)}
${hexFront(310, 290, 160, 62)}
${hexSide(550, 290, 120, 320)}
<path d="M550 258H670M550 322H670" ${hairline()} stroke-dasharray="8 6"/>
${dimension(172, 448, 500)}`;
}

export function flangeNut(): string {
  const cx = 310;
  const cy = 290;
  const pin = (x: number) =>
    `<circle cx="${x}" cy="${cy}" r="16" fill="${color.ink}" ${outline()}/><circle cx="${x + 3}" cy="${cy + 4}" r="11" fill="${color.paper}"/>`;
  return `${shadow(cx + 10, 480, 170, 16)}${shadow(630, 480, 70, 12)}
<circle cx="${cx}" cy="${cy}" r="165" fill="url(#disc)" ${outline()}/>
<circle cx="${cx}" cy="${cy}" r="155" ${hairline()}/>
<circle cx="${cx}" cy="${cy}" r="82" fill="url(#disc)" ${outline(2)}/>
${pin(cx - 118)}${pin(cx + 118)}
<circle cx="${cx}" cy="${cy}" r="50" fill="${color.ink}" ${outline()}/>
<circle cx="${cx + 5}" cy="${cy + 6}" r="44" fill="${color.paper}"/>
<circle cx="${cx}" cy="${cy}" r="56" ${hairline()} stroke-dasharray="6 5"/>
<rect x="590" y="125" width="34" height="330" rx="4" fill="url(#cylX)" ${outline()}/>
<rect x="624" y="208" width="44" height="164" rx="4" fill="url(#cylX)" ${outline()}/>
<path d="M590 240H668M590 340H668" ${hairline()} stroke-dasharray="8 6"/>
${dimension(cx - 165, cx + 165, 505)}`;
}

export function spring(): string {
  const x0 = 170;
  const x1 = 630;
  const turns = 8;
  const r = 110;
  const cy = 280;
  const back: string[] = [];
  const front: string[] = [];
  const samples = turns * 48;
  let prev = '';
  for (let i = 0; i <= samples; i++) {
    const theta = (i / samples) * turns * 2 * Math.PI;
    // closed ends: the coils bunch up towards both ends of the spring
    const u = i / samples;
    const eased = u - 0.045 * Math.sin(2 * Math.PI * u);
    const point = `${(x0 + (x1 - x0) * eased).toFixed(1)} ${(cy - r * Math.cos(theta)).toFixed(1)}`;
    if (prev) (Math.sin(theta) >= 0 ? front : back).push(`M${prev}L${point}`);
    prev = point;
  }
  const stroke = (d: string[], c: string, w: number) =>
    `<path d="${d.join('')}" fill="none" stroke="${c}" stroke-width="${w}" stroke-linecap="round"/>`;
  return `${shadow(400, 420, 260, 18)}
${stroke(back, color.graphite, 20)}${stroke(back, '#6e7781', 14)}
${stroke(front, color.graphite, 22)}${stroke(front, color.light, 15)}${stroke(front, '#eef1f4', 5)}
${dimension(x0 - 10, x1 + 10, 460)}`;
}
