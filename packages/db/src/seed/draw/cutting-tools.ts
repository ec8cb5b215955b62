import { color, dimension, hairline, outline, shadow, steps, threadLines } from './svg-kit';

/** A coated cutter body from x1 to x2 with helical flutes every `pitch` diameters; `tip` extends left of x1. */
function fluted(
  clip: string,
  x1: number,
  x2: number,
  y: number,
  d: number,
  tip: 'point' | 'flat',
  pitch = 1.05,
) {
  const top = y - d / 2;
  const bottom = y + d / 2;
  const tipX = tip === 'point' ? x1 - d * 0.32 : x1;
  const body =
    tip === 'point'
      ? `M${tipX} ${y}L${x1} ${top}H${x2}V${bottom}H${x1}Z`
      : `M${x1 + 6} ${top}H${x2}V${bottom}H${x1 + 6}Q${x1} ${bottom} ${x1} ${bottom - 6}V${top + 6}Q${x1} ${top} ${x1 + 6} ${top}Z`;
  const slant = d * pitch * 0.8;
  const s = slant / 2;
  const width = d * pitch * 0.36;
  const starts = steps(
    tipX - slant,
    x2 - width * 1.2,
    Math.max(2, Math.round((x2 - tipX + slant) / (d * pitch))),
  );
  // a helix seen from the side: tangent to the silhouette at both edges, steepest on the axis
  const helix = (x: number) => `M${x} ${top}C${x + s} ${top} ${x + s} ${bottom} ${x + slant} ${bottom}`;
  const bands = starts
    .map(
      (x) =>
        `${helix(x)}H${x + slant + width}C${x + s + width} ${bottom} ${x + s + width} ${top} ${x + width} ${top}Z`,
    )
    .join('');
  const edges = starts.map((x) => helix(x + width)).join('');
  return `<clipPath id="${clip}"><path d="${body}"/></clipPath>
<path d="${body}" fill="url(#darkY)"/>
<g clip-path="url(#${clip})"><path d="${bands}" fill="${color.graphite}" fill-opacity="0.6" stroke="${color.ink}" stroke-width="1.5"/>
<path d="${edges}" ${hairline(Math.max(2, d / 30), color.light)}/></g>
<path d="${body}" fill="none" ${outline()}/>`;
}

/** A plain horizontal cylinder with chamfered ends. */
function shank(x1: number, x2: number, y: number, d: number, fill = 'url(#cylY)') {
  const c = Math.min(8, d / 6);
  const t = y - d / 2;
  const b = y + d / 2;
  return `<path d="M${x1} ${t}H${x2 - c}L${x2} ${t + c}V${b - c}L${x2 - c} ${b}H${x1}Z" fill="${fill}" ${outline()}/>`;
}

export function endMill(): string {
  const y = 300;
  const d = 92;
  return `${shadow(400, 450, 330, 22)}
<g transform="rotate(-10 400 300)">
${shank(410, 720, y, d)}
<path d="M428 ${y - d / 2}V${y + d / 2}M704 ${y - d / 2 + 4}V${y + d / 2 - 4}" ${hairline()}/>
<path d="M580 ${y - 26}H660M580 ${y - 17}H630" ${hairline(3, color.steel)}/>
<rect x="456" y="${y - d / 2}" width="16" height="${d}" fill="url(#accentY)" ${outline(2)}/>
${shank(388, 414, y, d - 12, 'url(#darkY)')}
${fluted('em', 80, 392, y, d, 'flat', 0.62)}
</g>`;
}

export function drillSet(): string {
  const drills = [
    { d: 24, len: 380, y: 150 },
    { d: 32, len: 420, y: 214 },
    { d: 40, len: 460, y: 288 },
    { d: 50, len: 500, y: 372 },
    { d: 60, len: 540, y: 468 },
  ];
  const body = drills
    .map(({ d, len, y }) => {
      const x1 = 140 + d * 0.32;
      const split = x1 + len * 0.6;
      return `${shank(split - 2, x1 + len - d * 0.32, y, d, 'url(#darkY)')}${fluted(`dr${d}`, x1, split, y, d, 'point')}`;
    })
    .join('\n');
  return `${shadow(420, 530, 320, 18)}\n${body}\n${dimension(140, 680, 96)}`;
}

export function tapAndDie(): string {
  const y = 190;
  const threaded = `<path d="M150 ${y - 22}L190 ${y - 34}H370V${y + 34}H190L150 ${y + 22}Z" fill="url(#cylY)" ${outline()}/>
${threadLines(158, 370, y, 66, 11, 6)}
<rect x="150" y="${y - 9}" width="220" height="18" fill="${color.ink}" fill-opacity="0.55"/>`;
  const die = (cx: number, cy: number, r: number) => {
    const holes = [45, 135, 225, 315]
      .map((deg) => {
        const t = (deg * Math.PI) / 180;
        return `<circle cx="${cx + r * 0.48 * Math.cos(t)}" cy="${cy + r * 0.48 * Math.sin(t)}" r="${r * 0.16}" fill="${color.paper}" ${outline(2)}/>`;
      })
      .join('');
    return `${shadow(cx + 10, cy + r + 10, r, 12)}
<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#disc)" ${outline()}/>
<circle cx="${cx}" cy="${cy}" r="${r - 8}" ${hairline()}/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.3}" fill="${color.ink}" ${outline()}/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.22}" fill="${color.paper}" stroke="${color.graphite}" stroke-width="2" stroke-dasharray="4 4"/>
${holes}<rect x="${cx - 3}" y="${cy - r - 1}" width="6" height="${r * 0.42}" fill="${color.graphite}"/>`;
  };
  return `${shadow(420, 262, 300, 14)}
${shank(366, 600, y, 50)}
<rect x="530" y="${y - 25}" width="14" height="50" fill="url(#accentY)" ${outline(2)}/>
<path d="M598 ${y - 20}H650V${y + 20}H598Z" fill="url(#darkY)" ${outline()}/>
<path d="M598 ${y - 10}H650M598 ${y + 10}H650" ${hairline(1.5, color.steel)}/>
${threaded}
${die(300, 420, 112)}
${die(540, 440, 84)}`;
}

export function chiselSet(): string {
  const chisel = (x: number, y: number, len: number, w: number, guard: boolean) => {
    const end = x + len;
    const flare = end - len * 0.2;
    const head = `M${x + 8} ${y - w * 0.34}L${x + 26} ${y - w / 2}V${y + w / 2}L${x + 8} ${y + w * 0.34}Q${x} ${y} ${x + 8} ${y - w * 0.34}Z`;
    const shaft = `M${x + 24} ${y - w / 2}H${flare}Q${flare + 40} ${y - w / 2} ${end} ${y - w * 0.62}V${y + w * 0.62}Q${flare + 40} ${y + w / 2} ${flare} ${y + w / 2}H${x + 24}Z`;
    const facets = `M${x + 24} ${y - w / 5}H${flare}M${x + 24} ${y + w / 5}H${flare}M${end - 14} ${y - w * 0.6}V${y + w * 0.6}`;
    const grip = guard
      ? `<rect x="${x + 60}" y="${y - w * 0.85}" width="40" height="${w * 1.7}" rx="14" fill="url(#accentY)" ${outline()}/>`
      : '';
    return `<path d="${shaft}" fill="url(#cylY)" ${outline()}/><path d="${facets}" ${hairline()}/>
<path d="${head}" fill="url(#darkY)" ${outline()}/>${grip}`;
  };
  return `${shadow(420, 520, 320, 18)}
${chisel(200, 170, 420, 40, false)}
${chisel(160, 300, 480, 50, false)}
${chisel(120, 440, 540, 62, true)}`;
}

export function chuckKey(): string {
  const gearTeeth = steps(358, 442, 9)
    .map((x) => `M${x} 420L${400 + (x - 400) * 0.72} 468`)
    .join('');
  return `${shadow(400, 540, 150, 14)}
<rect x="382" y="210" width="36" height="200" fill="url(#cylX)" ${outline()}/>
<rect x="230" y="166" width="340" height="48" rx="24" fill="url(#cylY)" ${outline()}/>
<path d="M278 170V210M522 170V210" ${hairline()}/>
<rect x="370" y="398" width="60" height="22" rx="4" fill="url(#cylX)" ${outline()}/>
<path d="M352 420H448L430 470H370Z" fill="url(#darkX)" ${outline()}/>
<path d="${gearTeeth}" stroke="${color.steel}" stroke-width="2"/>
<rect x="388" y="468" width="24" height="60" rx="10" fill="url(#cylX)" ${outline()}/>
${dimension(230, 570, 110)}`;
}
