import type { PriceBreak } from '@partsmith/contracts';
import type { PartShape } from './draw/part-shapes';

export interface DemoProduct {
  name: string;
  partNumber: string;
  description: string;
  priceCents: number;
  quantity: number;
  minimumOrderQuantity: number;
  /** One unit's weight in grams. */
  weightGrams: number;
  /** The part rules a few demo parts show off (decision 0045); the rest take the defaults. */
  packSize?: number;
  maximumPerOrder?: number;
  priceBreaks?: PriceBreak[];
  shape: PartShape;
}

/** Newest first: the seed gives each entry a `createdAt` one day earlier than the one before. */
export const demoProducts: DemoProduct[] = [
  {
    name: 'Carbide end mill 12 mm, 4-flute',
    partNumber: 'EM-C12-4F',
    description:
      'Solid micro-grain carbide square end mill, 12 mm cutting diameter, 26 mm flute length, 83 mm overall, 12 mm h6 shank. 35° helix with AlTiN coating for steel up to 48 HRC and stainless; suits side and slot milling.',
    priceCents: 4650,
    quantity: 180,
    minimumOrderQuantity: 2,
    weightGrams: 95,
    shape: 'endMill',
  },
  {
    name: 'Deep groove ball bearing 6205-2RS',
    partNumber: 'BRG-6205-2RS',
    description:
      'Single-row deep groove ball bearing, 25 mm bore, 52 mm outside diameter, 15 mm wide. Chrome steel rings and balls, rubber contact seals on both sides, lithium grease fill. C3 clearance, dynamic load rating 14 kN.',
    priceCents: 689,
    quantity: 1200,
    minimumOrderQuantity: 10,
    weightGrams: 128,
    priceBreaks: [
      { minimumQuantity: 50, unitPriceCents: 619 },
      { minimumQuantity: 200, unitPriceCents: 549 },
    ],
    shape: 'bearing',
  },
  {
    name: 'Socket set 1/2" drive, 10–24 mm, 11 pcs',
    partNumber: 'SKT-12D-1024',
    description:
      'Eleven 6-point chrome vanadium sockets, 10 to 24 mm, on a steel clip rail, with a 72-tooth reversible ratchet, 250 mm long. Satin finish, 1/2" square drive, ball-detent retention. Rated to ISO 2725-1 torque.',
    priceCents: 8990,
    quantity: 64,
    minimumOrderQuantity: 1,
    weightGrams: 2900,
    shape: 'socketSet',
  },
  {
    name: 'HSS twist drill set 1–10 mm, 19 pcs',
    partNumber: 'DRL-HSS-19',
    description:
      'Ground HSS-G jobber drills DIN 338, 1 to 10 mm in 0.5 mm steps, 118° split point. Steam-tempered black oxide finish for steel, cast iron and non-ferrous metals. Supplied in a numbered metal index case.',
    priceCents: 3450,
    quantity: 240,
    minimumOrderQuantity: 1,
    weightGrams: 780,
    shape: 'drillSet',
  },
  {
    name: 'Hex bolt M12 × 60, grade 8.8, box of 50',
    partNumber: 'HB-M12X60-88',
    description:
      'Hexagon head bolts DIN 931, M12 × 1.75 coarse thread, 60 mm long with 30 mm threaded length, 18 mm across flats. Property class 8.8 steel, zinc-plated. Head marked with class and maker. Fifty per box.',
    priceCents: 2275,
    quantity: 900,
    minimumOrderQuantity: 5,
    weightGrams: 3450,
    shape: 'hexBolt',
  },
  {
    name: 'Drill chuck key K13, hardened steel',
    partNumber: 'CK-K13',
    description:
      'Replacement chuck key for 13 mm geared drill chucks with 6 mm pilot. Drop-forged carbon steel, hardened 16-tooth pinion, T-handle 80 mm wide. Fits Jacobs-pattern 33 and 34 series chucks and most bench drills.',
    priceCents: 549,
    quantity: 1500,
    minimumOrderQuantity: 20,
    weightGrams: 85,
    priceBreaks: [
      { minimumQuantity: 100, unitPriceCents: 489 },
      { minimumQuantity: 500, unitPriceCents: 429 },
    ],
    shape: 'chuckKey',
  },
  {
    name: 'Bench vise jaw inserts 125 mm, pair',
    partNumber: 'VJ-125-P',
    description:
      'Replacement jaw plates for 125 mm bench vises: 125 × 30 × 10 mm, hardened C45 steel with cross-hatched gripping face. Two countersunk M8 fixing holes at 80 mm centres; screws included. Sold as a pair.',
    priceCents: 1890,
    quantity: 320,
    minimumOrderQuantity: 2,
    weightGrams: 640,
    shape: 'viseJaws',
  },
  {
    name: 'Quick-change lathe tool post, 250–300 mm swing',
    partNumber: 'TP-QC-250',
    description:
      'Piston-type quick-change tool post, size AXA, for lathes with 250 to 300 mm swing. Hardened and ground body with 40-position indexing, cam lock lever and two holders for 12 mm tools. Repeatable to 0.01 mm.',
    priceCents: 18900,
    quantity: 40,
    minimumOrderQuantity: 1,
    weightGrams: 4200,
    maximumPerOrder: 5,
    shape: 'toolPost',
  },
  {
    name: 'Angle grinder flange nut M14',
    partNumber: 'FN-M14',
    description:
      'Two-hole clamping flange nut, M14 × 2 thread, 40 mm outer diameter, 7.5 mm thick, pin holes 4 mm at 30 mm centres. Hardened steel, black oxide. Holds 115 and 125 mm discs on most angle grinders.',
    priceCents: 349,
    quantity: 2000,
    minimumOrderQuantity: 25,
    weightGrams: 38,
    packSize: 25,
    shape: 'flangeNut',
  },
  {
    name: 'Milling clamp kit M12 for 14 mm T-slots, 58 pcs',
    partNumber: 'CLK-M12-14',
    description:
      'Clamping kit for 14 mm T-slot tables: 24 M12 studs from 75 to 200 mm, 6 serrated step blocks, 6 slotted clamps, 6 T-slot nuts, 6 flange nuts and 4 couplers. Heat-treated C45 steel in a wall rack.',
    priceCents: 12450,
    quantity: 55,
    minimumOrderQuantity: 1,
    weightGrams: 5100,
    shape: 'clampKit',
  },
  {
    name: 'Tap and die set M3–M12, 40 pcs',
    partNumber: 'TD-M3M12-40',
    description:
      'HSS taper, plug and bottoming taps with matching round dies, 25 mm and 38 mm outside diameter, M3 to M12 metric coarse. Includes an adjustable tap wrench, die stock and thread gauge, in a fitted steel case.',
    priceCents: 7990,
    quantity: 90,
    minimumOrderQuantity: 1,
    weightGrams: 2600,
    shape: 'tapAndDie',
  },
  {
    name: 'Cold chisel set, 3 pcs',
    partNumber: 'CHS-3',
    description:
      'Forged chrome vanadium cold chisels with 12, 19 and 25 mm edges, 150 to 250 mm long, octagonal shanks. Heads left soft to resist mushrooming; edges hardened to 56 HRC for cutting bolts, rivets and sheet.',
    priceCents: 2190,
    quantity: 210,
    minimumOrderQuantity: 2,
    weightGrams: 1100,
    shape: 'chiselSet',
  },
  {
    name: 'Pipe wrench hook jaw, 18"',
    partNumber: 'PW-HJ-18',
    description:
      'Replacement hook jaw for 18 inch Stillson-pattern pipe wrenches, gripping pipe up to 64 mm. Drop-forged alloy steel with induction-hardened teeth and a rolled rack thread for the original knurled adjusting nut.',
    priceCents: 1475,
    quantity: 150,
    minimumOrderQuantity: 5,
    weightGrams: 310,
    shape: 'pipeWrenchJaw',
  },
  {
    name: 'Torque wrench spring, 40–200 Nm',
    partNumber: 'TWS-40200',
    description:
      'Compression spring for 1/2" click-type torque wrenches rated 40 to 200 Nm: 4.2 mm oil-tempered chrome silicon wire, 19 mm outer diameter, 72 mm free length, ends closed and ground. Recalibrate after fitting.',
    priceCents: 865,
    quantity: 600,
    minimumOrderQuantity: 4,
    weightGrams: 45,
    shape: 'spring',
  },
  {
    name: 'Combination spanner 19 mm',
    partNumber: 'SPN-19',
    description:
      'Chrome vanadium combination spanner, 19 mm, 235 mm long. 15° offset open end and a 12-point ring end angled at 15°, flank-drive profile to spare worn fasteners. Forged, hardened and satin chrome plated, DIN 3113.',
    priceCents: 1150,
    quantity: 480,
    minimumOrderQuantity: 6,
    weightGrams: 210,
    shape: 'spanner',
  },
  {
    name: 'Hex nut M10, grade 8, bag of 10',
    partNumber: 'HN-M10-8',
    description:
      'Hexagon full nuts ISO 4032, M10 × 1.5 coarse thread, 17 mm across flats, 8.4 mm high. Property class 8 steel, zinc flake coated for outdoor use. Matches grade 8.8 bolts. Ten per bag.',
    priceCents: 420,
    quantity: 2000,
    minimumOrderQuantity: 50,
    weightGrams: 110,
    packSize: 50,
    priceBreaks: [{ minimumQuantity: 500, unitPriceCents: 380 }],
    shape: 'hexNut',
  },
];
