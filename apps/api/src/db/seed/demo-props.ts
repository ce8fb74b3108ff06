import { hex, mix, paint, type Raster, type Rgb, type Shape } from './png-raster.ts';
import { arc, circle, leaf, polygon, roundedRect, union } from './png-shapes.ts';

// The pieces the demo illustrations are built from: bins in the colours of selective
// collection, trees, the plant building and the recycling arrows.

export const WHITE = hex('#FFFFFF');
const BLACK = hex('#000000');
const WHEEL = hex('#37474F');

/** The colours of selective collection bins in Spain. */
export const BIN = {
  paper: hex('#1E88E5'),
  packaging: hex('#FDD835'),
  glass: hex('#43A047'),
  organic: hex('#8D6E63'),
  rest: hex('#78909C'),
};

export const darker = (color: Rgb, amount = 0.25) => mix(color, BLACK, amount);

/** A soft shadow on the ground under something `w` wide standing at `bottom`. */
export function shadow(r: Raster, cx: number, bottom: number, w: number): void {
  paint(r, roundedRect(cx - w / 2, bottom - 3, w, 8, 4), BLACK, 0.16);
}

/** A wheelie bin with a white leaf on its front, `w` wide and `h` high, standing at `bottom`. */
export function bin(r: Raster, x: number, bottom: number, w: number, h: number, color: Rgb) {
  const dark = darker(color);
  shadow(r, x + w / 2, bottom + 4, w * 1.05);
  paint(
    r,
    polygon([
      [x, bottom - h],
      [x + w, bottom - h],
      [x + w * 0.92, bottom],
      [x + w * 0.08, bottom],
    ]),
    color,
  );
  paint(r, roundedRect(x - w * 0.06, bottom - h - w * 0.18, w * 1.12, w * 0.2, w * 0.07), dark);
  paint(r, roundedRect(x + w * 0.3, bottom - h - w * 0.3, w * 0.4, w * 0.14, w * 0.06), dark);
  for (const at of [0.22, 0.78]) paint(r, circle(x + w * at, bottom, w * 0.11), WHEEL);
  const length = Math.min(w, h) * 0.45;
  const reach = length * 0.354;
  paint(r, leaf(x + w / 2 - reach, bottom - h * 0.5 + reach, length, -Math.PI / 4), WHITE, 0.92);
}

/** A round tree `size` across, standing at `ground`. */
export function tree(r: Raster, x: number, ground: number, size: number): void {
  shadow(r, x, ground, size * 0.8);
  paint(
    r,
    roundedRect(x - size * 0.07, ground - size, size * 0.14, size, size * 0.05),
    hex('#6D4C41'),
  );
  const crownY = ground - size * 1.15;
  paint(
    r,
    union(
      circle(x, crownY, size * 0.42),
      circle(x - size * 0.3, crownY + size * 0.2, size * 0.3),
      circle(x + size * 0.3, crownY + size * 0.2, size * 0.3),
    ),
    hex('#388E3C'),
  );
  paint(r, circle(x - size * 0.12, crownY - size * 0.12, size * 0.18), hex('#66BB6A'), 0.7);
}

/** The treatment plant: a hall with a saw-tooth roof, windows and a door. */
export function building(r: Raster, left: number, top: number, w: number, h: number) {
  const teeth = 4;
  const tooth = w / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = left + i * tooth;
    paint(
      r,
      polygon([
        [a, top],
        [a + tooth, top],
        [a + tooth, top - h * 0.26],
      ]),
      hex('#2E7D32'),
    );
  }
  shadow(r, left + w / 2, top + h, w * 1.04);
  paint(r, roundedRect(left, top, w, h, 3), hex('#ECEFF1'));
  paint(r, roundedRect(left, top, w, h * 0.09), hex('#1B5E20'));
  const windows = 5;
  const gap = w / windows;
  for (let i = 0; i < windows; i++) {
    paint(
      r,
      roundedRect(left + i * gap + gap * 0.2, top + h * 0.24, gap * 0.6, h * 0.2, 3),
      hex('#90CAF9'),
    );
  }
  paint(
    r,
    roundedRect(left + w / 2 - w * 0.09, top + h * 0.52, w * 0.18, h * 0.48, 3),
    hex('#607D8B'),
  );
}

/** Three chasing arrows around (cx, cy): the recycling sign. */
export function recyclingArrows(r: Raster, cx: number, cy: number, radius: number, color: Rgb) {
  const thickness = radius * 0.28;
  for (let k = 0; k < 3; k++) {
    const from = -Math.PI / 2 + (k * 2 * Math.PI) / 3 + 0.25;
    const to = from + (2 * Math.PI) / 3 - 0.8;
    paint(r, arc(cx, cy, radius, thickness, from, to), color);
    const end = [cx + radius * Math.cos(to), cy + radius * Math.sin(to)] as const;
    const along = [-Math.sin(to), Math.cos(to)] as const;
    const out = [Math.cos(to), Math.sin(to)] as const;
    const head = radius * 0.34;
    const point = (a: number, b: number) =>
      [end[0] + along[0] * a + out[0] * b, end[1] + along[1] * a + out[1] * b] as const;
    paint(r, polygon([point(head * 1.2, 0), point(0, head), point(0, -head)]), color);
  }
}

/** A thin line following `y(x)` from x0 to x1 (a string of bunting). */
export function curve(x0: number, x1: number, y: (x: number) => number, width: number): Shape {
  const ys = [x0, (x0 + x1) / 2, x1].map(y);
  return {
    box: [x0, Math.min(...ys) - width, x1, Math.max(...ys) + width],
    distance: (x, py) => (x < x0 || x > x1 ? width + 1 : Math.abs(py - y(x)) - width / 2),
  };
}
