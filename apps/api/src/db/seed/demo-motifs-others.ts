import { hex, paint, type Raster } from './png-raster.ts';
import { below, circle, intersect, leaf, polygon, rotate, roundedRect } from './png-shapes.ts';
import { BIN, bin, building, curve, shadow, tree, WHITE } from './demo-props.ts';

// Motifs of the drawing contest, the open days and home composting (demo-motifs.ts).

const GREEN = hex('#2E7D32');
const SOIL = hex('#6D4C41');

export function contest(r: Raster): void {
  const wood = hex('#8D6E63');
  paint(
    r,
    polygon([
      [312, 96],
      [322, 96],
      [262, 334],
      [250, 334],
    ]),
    wood,
  );
  paint(
    r,
    polygon([
      [318, 96],
      [328, 96],
      [392, 334],
      [380, 334],
    ]),
    wood,
  );
  paint(r, roundedRect(205, 88, 230, 154, 8), SOIL);
  const canvas = roundedRect(217, 100, 206, 130, 4);
  paint(r, canvas, hex('#FFFDE7'));
  paint(r, circle(384, 132, 16), hex('#FFB300'));
  paint(
    r,
    intersect(
      below(640, 360, (x) => 196 + 10 * Math.sin(x / 24)),
      canvas,
    ),
    hex('#66BB6A'),
  );
  bin(r, 252, 214, 30, 38, BIN.paper);
  paint(r, roundedRect(196, 238, 248, 10, 4), hex('#5D4037'));
  const parts: [ReturnType<typeof roundedRect>, string][] = [
    [roundedRect(444, 268, 18, 22, 5), '#F48FB1'],
    [roundedRect(460, 268, 14, 22), '#B0BEC5'],
    [roundedRect(472, 268, 96, 22), '#FBC02D'],
    [
      polygon([
        [567, 268],
        [567, 290],
        [596, 279],
      ]),
      '#FFE0B2',
    ],
    [
      polygon([
        [586, 274],
        [586, 284],
        [596, 279],
      ]),
      '#424242',
    ],
  ];
  for (const [shape, color] of parts) paint(r, rotate(shape, -0.45, 520, 279), hex(color));
}

export function openDay(r: Raster): void {
  tree(r, 96, 300, 50);
  building(r, 190, 178, 260, 126);
  paint(r, roundedRect(297, 250, 46, 54, 3), hex('#FFF59D'));
  const sag = (x: number) => 70 + 34 * (1 - ((x - 320) / 300) ** 2);
  paint(r, curve(20, 620, sag, 2), hex('#5D4037'));
  const flags = ['#E53935', '#FDD835', '#1E88E5', '#43A047', '#FB8C00'];
  for (let i = 0; i < 15; i++) {
    const x = 48 + i * 39;
    paint(
      r,
      polygon([
        [x - 13, sag(x - 13)],
        [x + 13, sag(x + 13)],
        [x, sag(x) + 30],
      ]),
      hex(flags[i % 5] ?? '#43A047'),
    );
  }
  for (const [x, y, color] of [
    [530, 150, '#E53935'],
    [566, 134, '#FDD835'],
    [596, 158, '#1E88E5'],
  ] as const) {
    paint(r, roundedRect(x - 1, y + 20, 2, 300 - y - 20), hex('#78909C'));
    paint(r, circle(x, y, 21), hex(color));
    paint(r, circle(x - 7, y - 7, 6), WHITE, 0.45);
  }
}

export function compost(r: Raster): void {
  tree(r, 92, 298, 56);
  shadow(r, 320, 306, 170);
  paint(r, roundedRect(240, 170, 160, 136, 12), hex('#455A64'));
  for (let i = 0; i < 4; i++) paint(r, roundedRect(240, 196 + i * 24, 160, 5), hex('#37474F'));
  paint(r, roundedRect(228, 156, 184, 24, 10), GREEN);
  paint(r, roundedRect(282, 258, 76, 40, 6), hex('#546E7A'));
  paint(r, leaf(309, 285, 30, -Math.PI / 4), WHITE, 0.92);
  paint(r, intersect(circle(505, 350, 80), roundedRect(400, 240, 220, 66)), SOIL);
  for (const [x, y] of [
    [470, 292],
    [500, 284],
    [530, 296],
    [552, 300],
    [488, 300],
  ] as const) {
    paint(r, circle(x, y, 4), hex('#A1887F'));
  }
  paint(r, roundedRect(503, 238, 5, 36, 2), hex('#388E3C'));
  paint(r, leaf(506, 244, 26, -0.5), hex('#7CB342'));
  paint(r, leaf(506, 252, 22, Math.PI + 0.5), hex('#9CCC65'));
  for (const [x, y, size, angle, color] of [
    [150, 140, 30, 0.6, '#FFB74D'],
    [190, 200, 24, 2.2, '#E57373'],
    [596, 186, 28, 1.2, '#AED581'],
  ] as const) {
    paint(r, leaf(x, y, size, angle), hex(color));
  }
}

export function sprout(r: Raster): void {
  paint(r, circle(320, 440, 178), hex('#795548'));
  for (const [x, y] of [
    [250, 300],
    [300, 282],
    [360, 292],
    [410, 310],
    [330, 320],
  ] as const) {
    paint(r, circle(x, y, 5), hex('#8D6E63'));
  }
  paint(r, roundedRect(313, 160, 14, 118, 7), hex('#388E3C'));
  paint(r, leaf(320, 176, 112, -0.45), hex('#43A047'));
  paint(r, leaf(320, 198, 96, Math.PI + 0.45), hex('#66BB6A'));
  for (const [x, y] of [
    [206, 104],
    [232, 138],
    [186, 150],
  ] as const) {
    paint(r, circle(x, y, 7), hex('#4FC3F7'));
    paint(
      r,
      polygon([
        [x - 6.5, y - 2],
        [x + 6.5, y - 2],
        [x, y - 16],
      ]),
      hex('#4FC3F7'),
    );
  }
}
