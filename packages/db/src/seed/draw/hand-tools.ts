import { color, dimension, hairline, outline, polygon, shadow, steps } from './svg-kit';

export function socketSet(): string {
  const rail = 330;
  const sizes = [56, 62, 68, 76, 84, 94];
  let x = 140;
  const sockets = sizes
    .map((w, i) => {
      const h = 112 + i * 9;
      const top = rail - h;
      const cx = x + w / 2;
      x += w + 16;
      return `<path d="M${x - w - 16} ${top}V${rail}H${x - 16}V${top}Z" fill="url(#cylX)" ${outline()}/>
<path d="M${cx - w / 2} ${top + h * 0.42}H${cx + w / 2}M${cx - w / 2} ${top + h * 0.48}H${cx + w / 2}" ${hairline()}/>
<ellipse cx="${cx}" cy="${top}" rx="${w / 2}" ry="${w * 0.2}" fill="${color.light}" ${outline()}/>
<polygon points="${polygon(cx, top, w * 0.3, 6, 0, 0.4)}" fill="#32383f" stroke="${color.graphite}" stroke-width="2"/>`;
    })
    .join('\n');
  const ratchet = `<rect x="240" y="420" width="400" height="32" rx="16" fill="url(#cylY)" ${outline()}/>
<path d="${steps(560, 620, 6)
    .map((gx) => `M${gx} 424V448`)
    .join('')}" ${hairline()}/>
<circle cx="200" cy="436" r="52" fill="url(#disc)" ${outline()}/>
<circle cx="200" cy="436" r="40" ${hairline()}/>
<rect x="172" y="396" width="56" height="14" rx="7" fill="url(#darkY)" ${outline(2)}/>
<rect x="186" y="422" width="28" height="28" rx="3" fill="url(#darkX)" ${outline(2)}/>`;
  return `${shadow(420, 352, 300, 14)}${shadow(420, 500, 260, 14)}
<rect x="120" y="${rail}" width="560" height="22" rx="4" fill="url(#darkY)" ${outline()}/>
<rect x="108" y="${rail - 6}" width="26" height="34" rx="5" fill="url(#accentY)" ${outline()}/>
<rect x="666" y="${rail - 6}" width="26" height="34" rx="5" fill="url(#accentY)" ${outline()}/>
${sockets}
${ratchet}`;
}

export function spanner(): string {
  const left = 220;
  const right = 590;
  const cy = 300;
  const R = 78;
  const h = 30;
  const jx = Math.sqrt(R * R - h * h);
  // the open end: outer circle with a parallel-flat slot opening to the left
  const openEnd = `M${-jx} ${-h}A${R} ${R} 0 1 1 ${-jx} ${h}L8 ${h}A${h} ${h} 0 0 0 8 ${-h}Z`;
  const star = Array.from({ length: 24 }, (_, i) => {
    const r = i % 2 ? 40 : 35;
    const t = (i * Math.PI) / 12;
    return `${(right + r * Math.cos(t)).toFixed(1)} ${(cy + r * Math.sin(t)).toFixed(1)}`;
  }).join('L');
  const ring = `M${right - 64} ${cy}a64 64 0 1 0 128 0a64 64 0 1 0 -128 0ZM${star}Z`;
  return `${shadow(410, 440, 290, 18)}
<g transform="rotate(-10 400 300)">
<rect x="${left + 40}" y="${cy - 22}" width="${right - left - 80}" height="44" fill="url(#cylY)"/>
<path d="M${left + 40} ${cy - 22}H${right - 50}M${left + 40} ${cy + 22}H${right - 50}" ${outline()}/>
<rect x="${left + 110}" y="${cy - 10}" width="${right - left - 200}" height="20" rx="10" fill="none" stroke="${color.steel}" stroke-width="2"/>
<path d="${openEnd}" transform="translate(${left} ${cy}) rotate(15)" fill="url(#disc)" ${outline()}/>
<path d="${ring}" fill="url(#disc)" fill-rule="evenodd" ${outline()}/>
</g>
${dimension(150, 660, 500)}`;
}

export function pipeWrenchJaw(): string {
  const teeth = steps(236, 452, 13)
    .map((x) => `L${x.toFixed(1)} 262L${(x + 9).toFixed(1)} 250`)
    .join('');
  const rack = steps(300, 510, 16)
    .map((y) => `M476 ${y.toFixed(1)}H544`)
    .join('');
  return `${shadow(420, 540, 190, 14)}
<path d="M470 290V520Q470 532 482 532H538Q550 532 550 520V200Q550 150 500 150H260Q206 150 200 200L218 250${teeth}L470 250Z" fill="url(#plate)" ${outline()}/>
<path d="${rack}" stroke="${color.ink}" stroke-width="2"/>
<path d="M226 180Q232 168 258 168H496Q528 168 530 196" ${hairline()}/>
<path d="M470 290V252" ${hairline()}/>
${dimension(218, 470, 110)}`;
}
