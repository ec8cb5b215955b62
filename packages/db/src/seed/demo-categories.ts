import type { AttributeKind } from '@partsmith/contracts';
import type { PartShape } from './draw/part-shapes';

export interface DemoAttribute {
  key: string;
  name: string;
  kind: AttributeKind;
  unit?: string;
}

export interface DemoCategory {
  slug: string;
  name: string;
  /** The attributes its parts have (a sub-category's parts also have its parent's). */
  attributes: DemoAttribute[];
  /** The drawing its generated parts share. */
  shape: PartShape;
  children?: DemoCategory[];
}

const num = (key: string, name: string, unit: string): DemoAttribute => ({ key, name, kind: 'number', unit });
const choice = (key: string, name: string): DemoAttribute => ({ key, name, kind: 'choice' });
const yesNo = (key: string, name: string): DemoAttribute => ({ key, name, kind: 'boolean' });

/** The demo shop's tree, in menu order (issue 24). */
export const demoCategories: DemoCategory[] = [
  {
    slug: 'fasteners',
    name: 'Fasteners',
    shape: 'hexBolt',
    attributes: [
      num('diameter', 'Diameter', 'mm'),
      choice('material', 'Material'),
      choice('finish', 'Finish'),
      choice('standard', 'Standard'),
    ],
    children: [
      {
        slug: 'bolts',
        name: 'Bolts',
        shape: 'hexBolt',
        attributes: [
          num('length', 'Length', 'mm'),
          num('thread-pitch', 'Thread pitch', 'mm'),
          choice('grade', 'Grade'),
        ],
      },
      {
        slug: 'nuts',
        name: 'Nuts',
        shape: 'hexNut',
        attributes: [
          num('thread-pitch', 'Thread pitch', 'mm'),
          choice('grade', 'Grade'),
          yesNo('locking', 'Self-locking'),
        ],
      },
      {
        slug: 'washers',
        name: 'Washers',
        shape: 'flangeNut',
        attributes: [num('outer-diameter', 'Outer diameter', 'mm'), num('thickness', 'Thickness', 'mm')],
      },
    ],
  },
  {
    slug: 'cutting-tools',
    name: 'Cutting tools',
    shape: 'endMill',
    attributes: [
      num('diameter', 'Diameter', 'mm'),
      choice('material', 'Material'),
      choice('coating', 'Coating'),
    ],
    children: [
      {
        slug: 'drills',
        name: 'Drills',
        shape: 'drillSet',
        attributes: [num('length', 'Overall length', 'mm'), choice('standard', 'Standard')],
      },
      {
        slug: 'end-mills',
        name: 'End mills',
        shape: 'endMill',
        attributes: [num('flutes', 'Flutes', 'flutes'), num('length', 'Overall length', 'mm')],
      },
      {
        slug: 'taps',
        name: 'Taps',
        shape: 'tapAndDie',
        attributes: [num('thread-pitch', 'Thread pitch', 'mm'), choice('tap-type', 'Tap type')],
      },
    ],
  },
  {
    slug: 'bearings',
    name: 'Bearings',
    shape: 'bearing',
    attributes: [
      num('bore', 'Bore', 'mm'),
      num('outer-diameter', 'Outer diameter', 'mm'),
      num('width', 'Width', 'mm'),
      num('load-rating', 'Dynamic load rating', 'kN'),
      choice('seal', 'Seal'),
      choice('material', 'Material'),
    ],
  },
  {
    slug: 'workholding',
    name: 'Workholding',
    shape: 'viseJaws',
    attributes: [
      num('jaw-width', 'Jaw width', 'mm'),
      choice('material', 'Material'),
      yesNo('hardened', 'Hardened'),
    ],
  },
  {
    slug: 'hand-tools',
    name: 'Hand tools',
    shape: 'spanner',
    attributes: [
      num('length', 'Length', 'mm'),
      choice('material', 'Material'),
      yesNo('insulated', 'Insulated'),
    ],
  },
  {
    slug: 'power-tool-parts',
    name: 'Power-tool parts',
    shape: 'chuckKey',
    attributes: [choice('fits', 'Fits'), choice('material', 'Material'), num('diameter', 'Diameter', 'mm')],
  },
];

/** A part's values: numbers, choices (text) and yes/no, by attribute key. */
export type DemoSpecification = Record<string, number | string | boolean>;

/** The 16 hand-written parts' categories and specifications, by part number. */
export const specPartCategories: Record<string, { category: string; specification: DemoSpecification }> = {
  'EM-C12-4F': {
    category: 'end-mills',
    specification: { diameter: 12, material: 'Carbide', coating: 'AlTiN', flutes: 4, length: 83 },
  },
  'BRG-6205-2RS': {
    category: 'bearings',
    specification: {
      bore: 25,
      'outer-diameter': 52,
      width: 15,
      'load-rating': 14,
      seal: '2RS rubber',
      material: 'Chrome steel',
    },
  },
  'SKT-12D-1024': {
    category: 'hand-tools',
    specification: { length: 250, material: 'Chrome vanadium', insulated: false },
  },
  'DRL-HSS-19': {
    category: 'drills',
    specification: {
      diameter: 10,
      material: 'HSS',
      coating: 'Black oxide',
      length: 133,
      standard: 'DIN 338',
    },
  },
  'HB-M12X60-88': {
    category: 'bolts',
    specification: {
      diameter: 12,
      material: 'Steel',
      finish: 'Zinc plated',
      standard: 'DIN 931',
      length: 60,
      'thread-pitch': 1.75,
      grade: '8.8',
    },
  },
  'CK-K13': {
    category: 'power-tool-parts',
    specification: { fits: 'Drill chuck', material: 'Carbon steel', diameter: 6 },
  },
  'VJ-125-P': {
    category: 'workholding',
    specification: { 'jaw-width': 125, material: 'C45 steel', hardened: true },
  },
  'TP-QC-250': {
    category: 'workholding',
    specification: { 'jaw-width': 40, material: 'Alloy steel', hardened: true },
  },
  'FN-M14': {
    category: 'power-tool-parts',
    specification: { fits: 'Angle grinder', material: 'Hardened steel', diameter: 40 },
  },
  'CLK-M12-14': {
    category: 'workholding',
    specification: { 'jaw-width': 14, material: 'C45 steel', hardened: true },
  },
  'TD-M3M12-40': {
    category: 'taps',
    specification: {
      diameter: 12,
      material: 'HSS',
      coating: 'Bright',
      'thread-pitch': 1.75,
      'tap-type': 'Set',
    },
  },
  'CHS-3': {
    category: 'hand-tools',
    specification: { length: 250, material: 'Chrome vanadium', insulated: false },
  },
  'PW-HJ-18': {
    category: 'hand-tools',
    specification: { length: 450, material: 'Alloy steel', insulated: false },
  },
  'TWS-40200': {
    category: 'hand-tools',
    specification: { length: 72, material: 'Chrome silicon', insulated: false },
  },
  'SPN-19': {
    category: 'hand-tools',
    specification: { length: 235, material: 'Chrome vanadium', insulated: false },
  },
  'HN-M10-8': {
    category: 'nuts',
    specification: {
      diameter: 10,
      material: 'Steel',
      finish: 'Zinc flake',
      standard: 'ISO 4032',
      'thread-pitch': 1.5,
      grade: '8',
      locking: false,
    },
  },
};
