import { hex, paint, type Raster } from './png-raster.ts';
import { circle, polygon, roundedRect } from './png-shapes.ts';
import { BIN, bin, building, darker, recyclingArrows, shadow, tree, WHITE } from './demo-props.ts';
import { compost, contest, openDay, sprout } from './demo-motifs-others.ts';

// What each demo image shows in front of its landscape (demo-images.ts): one small scene per
// campaign or activity, so that the cards of /main and /activitylist are told apart at a glance.

export type Motif =
  'plant' | 'bins' | 'workshop' | 'clean-point' | 'contest' | 'open-day' | 'compost' | 'sprout';

const GREEN = hex('#2E7D32');

function plant(r: Raster): void {
  tree(r, 585, 300, 46);
  building(r, 300, 180, 250, 124);
  bin(r, 70, 322, 58, 76, BIN.paper);
  bin(r, 148, 322, 58, 76, BIN.packaging);
  bin(r, 226, 322, 58, 76, BIN.glass);
}

function bins(r: Raster): void {
  tree(r, 40, 290, 44);
  tree(r, 606, 292, 40);
  const colors = [BIN.paper, BIN.packaging, BIN.glass, BIN.organic, BIN.rest];
  colors.forEach((color, i) => bin(r, 72 + i * 104, 324, 80, 104, color));
}

function workshop(r: Raster): void {
  paint(r, circle(320, 168, 104), hex('#E8F5E9'), 0.85);
  paint(r, circle(320, 168, 90), GREEN);
  recyclingArrows(r, 320, 168, 52, WHITE);
  bin(r, 86, 322, 62, 82, BIN.paper);
  bin(r, 492, 322, 62, 82, BIN.packaging);
}

function cleanPoint(r: Raster): void {
  paint(r, roundedRect(62, 178, 10, 140, 3), hex('#90A4AE'));
  paint(r, roundedRect(568, 178, 10, 140, 3), hex('#90A4AE'));
  paint(
    r,
    polygon([
      [66, 140],
      [574, 140],
      [600, 172],
      [40, 172],
    ]),
    GREEN,
  );
  paint(r, roundedRect(40, 172, 560, 10, 2), hex('#1B5E20'));
  [BIN.paper, BIN.packaging, BIN.organic, BIN.rest].forEach((color, i) => {
    const x = 92 + i * 120;
    shadow(r, x + 52, 316, 110);
    paint(
      r,
      polygon([
        [x, 226],
        [x + 105, 226],
        [x + 95, 314],
        [x + 10, 314],
      ]),
      color,
    );
    paint(r, roundedRect(x - 4, 219, 113, 10, 3), darker(color));
    paint(r, roundedRect(x + 27, 250, 51, 20, 4), WHITE, 0.9);
  });
}

/** Draws the motif on a 640 × 360 landscape. */
export const drawMotif: Record<Motif, (r: Raster) => void> = {
  plant,
  bins,
  workshop,
  'clean-point': cleanPoint,
  contest,
  'open-day': openDay,
  compost,
  sprout,
};
