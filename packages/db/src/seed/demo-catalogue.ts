import type { DemoSpecification } from './demo-categories';

/** A generated demo part: the shop's fields, its leaf category and its specification. */
export interface GeneratedPart {
  name: string;
  partNumber: string;
  description: string;
  priceCents: number;
  quantity: number;
  minimumOrderQuantity: number;
  weightGrams: number;
  category: string;
  specification: DemoSpecification;
}

const METRIC = [
  { size: 4, pitch: 0.7, across: 7 },
  { size: 5, pitch: 0.8, across: 8 },
  { size: 6, pitch: 1, across: 10 },
  { size: 8, pitch: 1.25, across: 13 },
  { size: 10, pitch: 1.5, across: 17 },
  { size: 12, pitch: 1.75, across: 19 },
  { size: 16, pitch: 2, across: 24 },
];

/** Every so often a part is out of stock, so the in-stock filter has something to hide. */
const stock = (i: number, plenty: number) => (i % 11 === 5 ? 0 : plenty + ((i * 37) % 400));
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
const mm = (n: number) => `${n}`;

function bolts(): GeneratedPart[] {
  const lengths = [16, 20, 30, 40, 50, 60, 80, 100];
  const kinds = [
    { grade: '8.8', material: 'Steel', finish: 'Zinc plated' },
    { grade: '10.9', material: 'Alloy steel', finish: 'Black oxide' },
    { grade: 'A2-70', material: 'Stainless steel', finish: 'Plain' },
    { grade: '8.8', material: 'Steel', finish: 'Hot-dip galvanised' },
  ];
  const parts: GeneratedPart[] = [];
  let i = 0;
  for (const { size, pitch, across } of METRIC) {
    for (const length of lengths) {
      if (length > size * 10) continue;
      const kind = pick(kinds, i);
      const standard = length <= size * 4 ? 'DIN 933' : 'DIN 931';
      parts.push({
        name: `Hex bolt M${size} × ${length}, ${kind.grade}, ${kind.finish.toLowerCase()}, box of 50`,
        partNumber: `HB-M${size}X${length}-${kind.grade.replace(/\W/g, '')}-${kind.finish.slice(0, 2).toUpperCase()}`,
        description: `Hexagon head bolts ${standard}, M${size} × ${mm(pitch)} coarse thread, ${length} mm long, ${across} mm across flats. ${kind.material}, property class ${kind.grade}, ${kind.finish.toLowerCase()} finish. Fifty per box.`,
        priceCents: Math.round((size * size * length) / 12 + 450 + (kind.grade === 'A2-70' ? 900 : 0)),
        quantity: stock(i, 200),
        minimumOrderQuantity: 1,
        weightGrams: Math.round(size * size * length * 0.3),
        category: 'bolts',
        specification: {
          diameter: size,
          length,
          'thread-pitch': pitch,
          grade: kind.grade,
          material: kind.material,
          finish: kind.finish,
          standard,
        },
      });
      i++;
    }
  }
  return parts;
}

function nuts(): GeneratedPart[] {
  const kinds = [
    {
      standard: 'ISO 4032',
      locking: false,
      grade: '8',
      material: 'Steel',
      finish: 'Zinc plated',
      what: 'Hex nut',
    },
    {
      standard: 'DIN 985',
      locking: true,
      grade: '8',
      material: 'Steel',
      finish: 'Zinc plated',
      what: 'Nyloc nut',
    },
    {
      standard: 'ISO 4032',
      locking: false,
      grade: '10',
      material: 'Alloy steel',
      finish: 'Plain',
      what: 'Hex nut',
    },
    {
      standard: 'ISO 4032',
      locking: false,
      grade: 'A2-70',
      material: 'Stainless steel',
      finish: 'Plain',
      what: 'Hex nut',
    },
    {
      standard: 'DIN 985',
      locking: true,
      grade: 'A4-80',
      material: 'Stainless steel',
      finish: 'Plain',
      what: 'Nyloc nut',
    },
    {
      standard: 'DIN 934',
      locking: false,
      grade: '8',
      material: 'Steel',
      finish: 'Hot-dip galvanised',
      what: 'Hex nut',
    },
  ];
  const parts: GeneratedPart[] = [];
  let i = 0;
  for (const { size, pitch, across } of METRIC) {
    for (const kind of kinds) {
      if (size === 10 && kind.grade === '8' && kind.standard === 'ISO 4032') continue; // the spec part HN-M10-8
      parts.push({
        name: `${kind.what} M${size}, grade ${kind.grade}, ${kind.finish.toLowerCase()}, bag of 100`,
        partNumber: `NUT-M${size}-${kind.standard.replace(/\D/g, '')}-${kind.grade.replace(/\W/g, '')}-${kind.finish.slice(0, 2).toUpperCase()}`,
        description: `${kind.what}s ${kind.standard}, M${size} × ${mm(pitch)} coarse thread, ${across} mm across flats. ${kind.material}, property class ${kind.grade}, ${kind.finish.toLowerCase()}.${kind.locking ? ' Nylon insert holds against vibration.' : ''} One hundred nuts per bag.`,
        priceCents: Math.round(size * size * 4 + 250 + (kind.material === 'Stainless steel' ? 700 : 0)),
        quantity: stock(i, 300),
        minimumOrderQuantity: 1,
        weightGrams: Math.round(size * size * size * 0.9),
        category: 'nuts',
        specification: {
          diameter: size,
          'thread-pitch': pitch,
          grade: kind.grade,
          material: kind.material,
          finish: kind.finish,
          standard: kind.standard,
          locking: kind.locking,
        },
      });
      i++;
    }
  }
  return parts;
}

function washers(): GeneratedPart[] {
  const kinds = [
    { standard: 'DIN 125', what: 'Flat washer', od: 2, t: 0.15, material: 'Steel', finish: 'Zinc plated' },
    { standard: 'DIN 9021', what: 'Penny washer', od: 3, t: 0.15, material: 'Steel', finish: 'Zinc plated' },
    {
      standard: 'DIN 127',
      what: 'Spring washer',
      od: 1.8,
      t: 0.25,
      material: 'Spring steel',
      finish: 'Black oxide',
    },
    {
      standard: 'DIN 125',
      what: 'Flat washer',
      od: 2,
      t: 0.15,
      material: 'Stainless steel',
      finish: 'Plain',
    },
  ];
  const parts: GeneratedPart[] = [];
  let i = 0;
  for (const { size } of METRIC) {
    for (const kind of kinds) {
      const inner = size + (size < 8 ? 0.3 : 0.5);
      const outer = Math.round(size * kind.od);
      const thickness = Math.max(0.8, Math.round(size * kind.t * 10) / 10);
      parts.push({
        name: `${kind.what} M${size}, ${kind.material.toLowerCase()}, bag of 200`,
        partNumber: `WSH-M${size}-${kind.standard.replace(/\D/g, '')}-${kind.material === 'Stainless steel' ? 'A2' : kind.material.slice(0, 2).toUpperCase()}`,
        description: `${kind.what}s ${kind.standard} for M${size} bolts and screws: ${mm(inner)} mm hole, ${outer} mm outside, ${mm(thickness)} mm thick. ${kind.material}, ${kind.finish.toLowerCase()}. Two hundred per bag.`,
        priceCents: Math.round(size * 30 + 190 + (kind.material === 'Stainless steel' ? 400 : 0)),
        quantity: stock(i, 500),
        minimumOrderQuantity: 1,
        weightGrams: Math.round(outer * outer * thickness * 1.2),
        category: 'washers',
        specification: {
          diameter: size,
          'outer-diameter': outer,
          thickness,
          material: kind.material,
          finish: kind.finish,
          standard: kind.standard,
        },
      });
      i++;
    }
  }
  return parts;
}

function drills(): GeneratedPart[] {
  const kinds = [
    { material: 'HSS', coating: 'Black oxide', standard: 'DIN 338', what: 'HSS jobber drill' },
    { material: 'HSS-Co', coating: 'Bright', standard: 'DIN 338', what: 'Cobalt jobber drill' },
    { material: 'HSS', coating: 'TiN', standard: 'DIN 340', what: 'HSS long-series drill' },
    { material: 'Carbide', coating: 'TiAlN', standard: 'DIN 6537', what: 'Carbide drill' },
  ];
  const parts: GeneratedPart[] = [];
  let i = 0;
  for (let tenths = 20; tenths <= 130; tenths += 5) {
    const diameter = tenths / 10;
    const kind = pick(kinds, i);
    const length = Math.round(kind.standard === 'DIN 340' ? 60 + diameter * 11 : 40 + diameter * 7);
    parts.push({
      name: `${kind.what} ${mm(diameter)} mm, ${kind.coating.toLowerCase()}, pack of 5`,
      partNumber: `DRL-${kind.material.replace('-', '')}-${tenths}`,
      description: `${kind.what}s ${kind.standard}, ${mm(diameter)} mm diameter, ${length} mm overall, 118° split point. ${kind.material} with ${kind.coating.toLowerCase()} finish for steel, cast iron and non-ferrous metals. Five per pack.`,
      priceCents: Math.round(diameter * 90 + 380 + (kind.material === 'Carbide' ? 2400 : 0)),
      quantity: stock(i, 120),
      minimumOrderQuantity: 1,
      weightGrams: Math.round(diameter * diameter * length * 0.03) + 5,
      category: 'drills',
      specification: {
        diameter,
        length,
        material: kind.material,
        coating: kind.coating,
        standard: kind.standard,
      },
    });
    i++;
  }
  return parts;
}

function endMills(): GeneratedPart[] {
  const diameters = [2, 3, 4, 5, 6, 8, 10, 12, 16, 20];
  const flutesList = [2, 3, 4];
  const parts: GeneratedPart[] = [];
  let i = 0;
  for (const diameter of diameters) {
    for (const flutes of flutesList) {
      if (diameter === 12 && flutes === 4) continue; // the spec part EM-C12-4F
      const material = diameter <= 4 || flutes === 3 ? 'Carbide' : pick(['Carbide', 'HSS-Co'], i);
      const coating = material === 'Carbide' ? pick(['AlTiN', 'TiAlN', 'Uncoated'], i) : 'TiN';
      const length = Math.round(50 + diameter * 3.5);
      parts.push({
        name: `${material} end mill ${diameter} mm, ${flutes}-flute, ${coating}`,
        partNumber: `EM-${material === 'Carbide' ? 'C' : 'H'}${diameter}-${flutes}F-${coating.slice(0, 2).toUpperCase()}`,
        description: `${material} square end mill, ${diameter} mm cutting diameter, ${flutes} flutes, ${length} mm overall, ${Math.max(diameter, 6)} mm h6 shank. ${coating === 'Uncoated' ? 'Uncoated for aluminium and plastics' : `${coating} coating for steel and stainless`}; side and slot milling.`,
        priceCents: Math.round(diameter * diameter * 12 + 1400 + (material === 'Carbide' ? 900 : 0)),
        quantity: stock(i, 40),
        minimumOrderQuantity: 1,
        weightGrams: Math.round(diameter * diameter * length * 0.012) + 10,
        category: 'end-mills',
        specification: { diameter, flutes, length, material, coating },
      });
      i++;
    }
  }
  return parts;
}

function taps(): GeneratedPart[] {
  const types = ['Taper', 'Plug', 'Bottoming'];
  const parts: GeneratedPart[] = [];
  let i = 0;
  for (const { size, pitch } of METRIC) {
    for (const type of types) {
      const material = size >= 10 ? 'HSS-Co' : 'HSS';
      const coating = pick(['Bright', 'TiN', 'Steam oxide'], i);
      parts.push({
        name: `${type} tap M${size} × ${mm(pitch)}, ${material}`,
        partNumber: `TAP-M${size}-${type.slice(0, 3).toUpperCase()}`,
        description: `${type} hand tap DIN 352, M${size} × ${mm(pitch)} metric coarse, ${material} ground thread, ${coating.toLowerCase()} finish. ${type === 'Taper' ? 'Long lead starts the thread straight' : type === 'Plug' ? 'Medium lead for through holes' : 'Short lead threads to the bottom of blind holes'}. Square drive end fits standard tap wrenches.`,
        priceCents: Math.round(size * 110 + 600 + (material === 'HSS-Co' ? 500 : 0)),
        quantity: stock(i, 60),
        minimumOrderQuantity: 1,
        weightGrams: size * 6,
        category: 'taps',
        specification: { diameter: size, 'thread-pitch': pitch, 'tap-type': type, material, coating },
      });
      i++;
    }
  }
  return parts;
}

function bearings(): GeneratedPart[] {
  // Series 60xx, 62xx and 63xx: bore, outside diameter, width and dynamic load rating (kN) of each size.
  const sizes: [string, number, number, number, number][] = [
    ['6000', 10, 26, 8, 4.6],
    ['6001', 12, 28, 8, 5.1],
    ['6002', 15, 32, 9, 5.6],
    ['6003', 17, 35, 10, 6],
    ['6004', 20, 42, 12, 9.4],
    ['6005', 25, 47, 12, 10.1],
    ['6006', 30, 55, 13, 13.3],
    ['6200', 10, 30, 9, 5.1],
    ['6201', 12, 32, 10, 6.8],
    ['6202', 15, 35, 11, 7.8],
    ['6203', 17, 40, 12, 9.6],
    ['6204', 20, 47, 14, 12.7],
    ['6206', 30, 62, 16, 20.3],
    ['6207', 35, 72, 17, 27],
    ['6208', 40, 80, 18, 32.5],
    ['6300', 10, 35, 11, 8.1],
    ['6301', 12, 37, 12, 9.8],
    ['6302', 15, 42, 13, 11.4],
    ['6303', 17, 47, 14, 13.5],
    ['6304', 20, 52, 15, 16],
    ['6305', 25, 62, 17, 22.5],
  ];
  const seals = [
    { code: '-2RS', seal: '2RS rubber' },
    { code: '-ZZ', seal: 'ZZ metal shield' },
  ];
  const parts: GeneratedPart[] = [];
  let i = 0;
  for (const [code, bore, outer, width, load] of sizes) {
    for (const { code: sealCode, seal } of seals) {
      const material = i % 7 === 3 ? 'Stainless steel' : 'Chrome steel';
      parts.push({
        name: `Deep groove ball bearing ${code}${sealCode}${material === 'Stainless steel' ? ', stainless' : ''}`,
        partNumber: `BRG-${code}${sealCode}${material === 'Stainless steel' ? '-SS' : ''}`,
        description: `Single-row deep groove ball bearing, ${bore} mm bore, ${outer} mm outside diameter, ${width} mm wide. ${material} rings and balls, ${seal.toLowerCase()} seals on both sides, greased for life. Dynamic load rating ${load} kN.`,
        priceCents: Math.round(outer * 12 + 200 + (material === 'Stainless steel' ? 1100 : 0)),
        quantity: stock(i, 150),
        minimumOrderQuantity: 1,
        weightGrams: Math.round(outer * outer * width * 0.004),
        category: 'bearings',
        specification: { bore, 'outer-diameter': outer, width, 'load-rating': load, seal, material },
      });
      i++;
    }
  }
  return parts;
}

function workholding(): GeneratedPart[] {
  const items: [string, string, number, string, boolean][] = [
    ['Machine vise', 'MV', 75, 'Cast iron', true],
    ['Machine vise', 'MV', 100, 'Cast iron', true],
    ['Machine vise', 'MV', 125, 'Cast iron', true],
    ['Machine vise', 'MV', 150, 'Ductile iron', true],
    ['Precision vise', 'PV', 63, 'Tool steel', true],
    ['Precision vise', 'PV', 88, 'Tool steel', true],
    ['Soft jaws for vise', 'SJ', 100, 'Aluminium', false],
    ['Soft jaws for vise', 'SJ', 125, 'Aluminium', false],
    ['Soft jaws for vise', 'SJ', 150, 'Aluminium', false],
    ['V-block pair', 'VB', 40, 'Tool steel', true],
    ['V-block pair', 'VB', 60, 'Tool steel', true],
    ['Step block set', 'SB', 25, 'C45 steel', true],
    ['T-slot nut set', 'TN', 14, 'C45 steel', true],
    ['T-slot nut set', 'TN', 18, 'C45 steel', true],
    ['Toggle clamp', 'TC', 30, 'Steel', false],
    ['Toggle clamp', 'TC', 45, 'Stainless steel', false],
    ['Parallel set', 'PS', 150, 'Tool steel', true],
  ];
  return items.map(([what, code, jaw, material, hardened], i) => ({
    name: `${what} ${jaw} mm, ${material.toLowerCase()}`,
    partNumber: `WH-${code}-${jaw}${material === 'Stainless steel' ? '-SS' : ''}`,
    description: `${what} for milling and drilling, ${jaw} mm wide jaws or slot, ${material.toLowerCase()}${hardened ? ', hardened and ground gripping faces' : ', left soft to machine to the work'}. Square and parallel to 0.02 mm; supplied with fixings and a test certificate.`,
    priceCents: Math.round(jaw * 55 + 900),
    quantity: stock(i, 20),
    minimumOrderQuantity: 1,
    weightGrams: jaw * 40,
    category: 'workholding',
    specification: { 'jaw-width': jaw, material, hardened },
  }));
}

function handTools(): GeneratedPart[] {
  const parts: GeneratedPart[] = [];
  let i = 0;
  for (const size of [6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 21, 22, 24, 27, 30, 32]) {
    if (size === 19) continue;
    const length = Math.round(90 + size * 7.5);
    parts.push({
      name: `Combination spanner ${size} mm`,
      partNumber: `SPN-${size}`,
      description: `Chrome vanadium combination spanner, ${size} mm, ${length} mm long. 15° offset open end and a 12-point ring end, flank-drive profile to spare worn fasteners. Forged, hardened and satin chrome plated, DIN 3113.`,
      priceCents: Math.round(size * 45 + 300),
      quantity: stock(i, 80),
      minimumOrderQuantity: 1,
      weightGrams: size * 10,
      category: 'hand-tools',
      specification: { length, material: 'Chrome vanadium', insulated: false },
    });
    i++;
  }
  for (const [what, blade, length] of [
    ['Slotted screwdriver', '4 mm', 180],
    ['Slotted screwdriver', '5.5 mm', 225],
    ['Phillips screwdriver', 'PH1', 180],
    ['Phillips screwdriver', 'PH2', 210],
    ['Pozidriv screwdriver', 'PZ2', 210],
    ['Combination pliers', '180 mm', 180],
    ['Side cutters', '160 mm', 160],
    ['Long-nose pliers', '200 mm', 200],
  ] as const) {
    for (const insulated of [false, true]) {
      parts.push({
        name: `${what} ${blade}${insulated ? ', VDE insulated 1000 V' : ''}`,
        partNumber: `HT-${what.slice(0, 3).toUpperCase()}-${blade.replace(/\W/g, '').toUpperCase()}${insulated ? '-VDE' : ''}`,
        description: `${what}, ${blade}, ${length} mm overall. Chrome vanadium steel, hardened working end, two-component grip.${insulated ? ' Insulated and tested to 10,000 V for live work up to 1,000 V, IEC 60900.' : ' For workshop use on dead circuits.'}`,
        priceCents: Math.round(length * 4 + (insulated ? 900 : 0)),
        quantity: stock(i, 90),
        minimumOrderQuantity: 1,
        weightGrams: length,
        category: 'hand-tools',
        specification: { length, material: 'Chrome vanadium', insulated },
      });
      i++;
    }
  }
  return parts;
}

function powerToolParts(): GeneratedPart[] {
  const items: [string, string, string, number][] = [
    ['Carbon brushes 6 × 10 mm, pair', 'Angle grinder', 'Carbon', 6],
    ['Carbon brushes 5 × 8 mm, pair', 'Drill', 'Carbon', 5],
    ['Carbon brushes 7 × 17 mm, pair', 'Circular saw', 'Carbon', 7],
    ['Keyless chuck 13 mm, 1/2"-20 UNF', 'Drill', 'Steel', 13],
    ['Keyless chuck 10 mm, 3/8"-24 UNF', 'Drill', 'Steel', 10],
    ['Chuck key K10', 'Drill chuck', 'Carbon steel', 5],
    ['Chuck key K16', 'Drill chuck', 'Carbon steel', 8],
    ['Grinder guard 125 mm', 'Angle grinder', 'Steel', 125],
    ['Grinder guard 115 mm', 'Angle grinder', 'Steel', 115],
    ['Backing flange M14', 'Angle grinder', 'Hardened steel', 30],
    ['Side handle M8', 'Angle grinder', 'Nylon', 8],
    ['Side handle M10', 'Drill', 'Nylon', 10],
    ['Blade clamp bolt M8', 'Circular saw', 'Hardened steel', 8],
    ['Saw blade washer 30 mm', 'Circular saw', 'Steel', 30],
    ['Drive belt 6PJ', 'Planer', 'Rubber', 6],
    ['Planer blades 82 mm, pair', 'Planer', 'Carbide', 82],
  ];
  return items.map(([name, fits, material, diameter], i) => ({
    name,
    partNumber: `PTP-${String(i + 1).padStart(3, '0')}`,
    description: `Replacement ${name.toLowerCase()} for most ${fits.toLowerCase()}s from the common makers. ${material} part made to the original's dimensions (${diameter} mm); check the model list before ordering. Fitting takes a few minutes.`,
    priceCents: 390 + ((i * 317) % 2400),
    quantity: stock(i, 70),
    minimumOrderQuantity: 1,
    weightGrams: 20 + diameter * 3,
    category: 'power-tool-parts',
    specification: { fits, material, diameter },
  }));
}

/** Some 300 parts over the demo categories, the same every time (no randomness), oldest last. */
export function generatedParts(): GeneratedPart[] {
  const parts = [
    ...bolts(),
    ...nuts(),
    ...washers(),
    ...drills(),
    ...endMills(),
    ...taps(),
    ...bearings(),
    ...workholding(),
    ...handTools(),
    ...powerToolParts(),
  ];
  return parts.map((part) => ({ ...part, partNumber: part.partNumber.toUpperCase() }));
}
