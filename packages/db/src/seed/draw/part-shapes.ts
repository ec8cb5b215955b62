import { chiselSet, chuckKey, drillSet, endMill, tapAndDie } from './cutting-tools';
import { bearing, flangeNut, hexBolt, hexNut, spring } from './fasteners';
import { pipeWrenchJaw, socketSet, spanner } from './hand-tools';
import { svgDocument } from './svg-kit';
import { clampKit, toolPost, viseJaws } from './workholding';

const shapes = {
  endMill,
  bearing,
  socketSet,
  drillSet,
  hexBolt,
  chuckKey,
  viseJaws,
  toolPost,
  flangeNut,
  clampKit,
  tapAndDie,
  chiselSet,
  pipeWrenchJaw,
  spring,
  spanner,
  hexNut,
} satisfies Record<string, () => string>;

export type PartShape = keyof typeof shapes;

/** The complete 800 × 600 SVG drawing of one part. */
export function drawPart(shape: PartShape): string {
  return svgDocument(shapes[shape]());
}
