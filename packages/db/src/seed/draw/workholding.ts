import { color, dimension, hairline, outline, shadow, steps } from './svg-kit';

const faceFills = { top: '#e6eaee', left: '#c9d1d9', right: '#8b949e' };

/** Isometric projection used by the tool post drawing. */
const iso = (x: number, y: number, z: number) => {
  const s = 1.8;
  return { sx: 455 + (x - y) * 0.866 * s, sy: 300 + ((x + y) * 0.5 - z) * s };
};
const pts = (list: [number, number, number][]) =>
  list
    .map(([x, y, z]) => iso(x, y, z))
    .map((p) => `${p.sx.toFixed(1)},${p.sy.toFixed(1)}`)
    .join(' ');

/** An isometric box: top, the face toward the viewer's left (y max) and right (x max). */
function box(x: number, y: number, z: number, w: number, d: number, h: number, fills = faceFills) {
  const [x2, y2, z2] = [x + w, y + d, z + h];
  const face = (p: [number, number, number][], fill: string) =>
    `<polygon points="${pts(p)}" fill="${fill}" ${outline(2.5)}/>`;
  return [
    face(
      [
        [x, y, z2],
        [x2, y, z2],
        [x2, y2, z2],
        [x, y2, z2],
      ],
      fills.top,
    ),
    face(
      [
        [x, y2, z],
        [x2, y2, z],
        [x2, y2, z2],
        [x, y2, z2],
      ],
      fills.left,
    ),
    face(
      [
        [x2, y, z],
        [x2, y2, z],
        [x2, y2, z2],
        [x2, y, z2],
      ],
      fills.right,
    ),
  ].join('');
}

/** A hex socket screw head seen on the holder's front face (y = const). */
function screwOnFace(x: number, y: number, z: number) {
  const ring = (r: number) =>
    pts(
      steps(0, 2 * Math.PI, 25).map(
        (t) => [x + r * Math.cos(t), y, z + r * Math.sin(t)] as [number, number, number],
      ),
    );
  return `<polygon points="${ring(9)}" fill="url(#disc)" ${outline(2)}/><polygon points="${ring(4)}" fill="${color.graphite}"/>`;
}

export function toolPost(): string {
  const stud = iso(50, 50, 110);
  const knob = iso(120, 0, 150);
  const rx = 22 * 1.225 * 1.8;
  const ry = 22 * Math.SQRT1_2 * 1.8;
  return `${shadow(450, 520, 250, 26)}
${box(0, 0, 0, 100, 100, 110)}
${box(100, 30, 12, 12, 40, 86)}
${box(-80, 108, 46, 100, 22, 22, { top: '#8b949e', left: '#57606a', right: '#32383f' })}
${box(-20, 100, 24, 130, 42, 70)}
${screwOnFace(15, 142, 80)}${screwOnFace(75, 142, 80)}
<rect x="${stud.sx - rx}" y="${stud.sy - 28}" width="${2 * rx}" height="28" fill="url(#cylX)"/>
<path d="M${stud.sx - rx} ${stud.sy}V${stud.sy - 28}M${stud.sx + rx} ${stud.sy}V${stud.sy - 28}" ${outline()}/>
<ellipse cx="${stud.sx}" cy="${stud.sy}" rx="${rx}" ry="${ry}" fill="none" ${outline()}/>
<rect x="${stud.sx - rx}" y="${stud.sy - 4}" width="${2 * rx}" height="4" fill="url(#cylX)"/>
<ellipse cx="${stud.sx}" cy="${stud.sy - 28}" rx="${rx}" ry="${ry}" fill="${color.light}" ${outline()}/>
<path d="M${stud.sx} ${stud.sy - 30}L${knob.sx} ${knob.sy}" stroke="${color.graphite}" stroke-width="18" stroke-linecap="round"/>
<path d="M${stud.sx} ${stud.sy - 30}L${knob.sx} ${knob.sy}" stroke="${color.light}" stroke-width="10" stroke-linecap="round"/>
<circle cx="${knob.sx}" cy="${knob.sy}" r="26" fill="url(#accentY)" ${outline()}/>
<circle cx="${knob.sx - 8}" cy="${knob.sy - 9}" r="7" fill="#fdba74"/>`;
}

export function viseJaws(): string {
  const plate = (x: number, y: number) => {
    const [w, h, dx, dy] = [480, 96, 34, -26];
    const hole = (hx: number) =>
      `<circle cx="${hx}" cy="${y + h / 2}" r="21" fill="url(#disc)" ${outline(2)}/><circle cx="${hx}" cy="${y + h / 2}" r="10" fill="#32383f"/>`;
    return `<polygon points="${x},${y} ${x + w},${y} ${x + w + dx},${y + dy} ${x + dx},${y + dy}" fill="${faceFills.top}" ${outline()}/>
<polygon points="${x + w},${y} ${x + w + dx},${y + dy} ${x + w + dx},${y + dy + h} ${x + w},${y + h}" fill="${faceFills.right}" ${outline()}/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#knurl)" ${outline()}/>
${hole(x + w / 2 - 154)}${hole(x + w / 2 + 154)}`;
  };
  return `${shadow(420, 300, 290, 16)}${shadow(460, 470, 290, 16)}
${plate(130, 170)}
${plate(180, 340)}
${dimension(180, 660, 500)}`;
}

export function clampKit(): string {
  const thread = steps(256, 440, 24)
    .map((y) => `M390 ${y.toFixed(1)}L410 ${(y + 5).toFixed(1)}`)
    .join('');
  return `${shadow(400, 520, 300, 14)}
<path d="M110 430H370V448H350V478H450V448H430V430H690V500H110Z" fill="url(#plate)" ${outline()}/>
<path d="M140 430V302H170V326H200V350H230V374H260V398H290V430Z" fill="url(#plate)" ${outline()}/>
<rect x="470" y="350" width="170" height="80" fill="${faceFills.top}" ${outline()}/>
<path d="M356 452H444V476H356ZM374 432H426V452H374Z" fill="url(#darkY)" ${outline(2)}/>
<rect x="388" y="250" width="24" height="200" fill="url(#cylX)" ${outline()}/>
<path d="${thread}" ${hairline()}/>
<rect x="205" y="322" width="400" height="28" rx="3" fill="url(#plate)" ${outline()}/>
<path d="M350 322V350M450 322V350" ${hairline()} stroke-dasharray="5 4"/>
<rect x="354" y="312" width="92" height="10" rx="2" fill="#c2410c" ${outline(2)}/>
<rect x="364" y="276" width="18" height="36" fill="#fb923c" ${outline(2)}/>
<rect x="382" y="276" width="36" height="36" fill="${color.accent}" ${outline(2)}/>
<rect x="418" y="276" width="18" height="36" fill="#c2410c" ${outline(2)}/>`;
}
