import type { Shape } from './png-raster.ts';

// Signed-distance shapes for the demo images (png-raster.ts): a handful of primitives and the
// three ways of combining them that the illustrations need.

type Point = readonly [number, number];

export function circle(cx: number, cy: number, r: number): Shape {
  return {
    box: [cx - r, cy - r, cx + r, cy + r],
    distance: (x, y) => Math.hypot(x - cx, y - cy) - r,
  };
}

/** A rectangle from its top-left corner, with corners rounded by `r`. */
export function roundedRect(left: number, top: number, w: number, h: number, r = 0): Shape {
  const cx = left + w / 2;
  const cy = top + h / 2;
  return {
    box: [left, top, left + w, top + h],
    distance: (x, y) => {
      const qx = Math.abs(x - cx) - w / 2 + r;
      const qy = Math.abs(y - cy) - h / 2 + r;
      return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
    },
  };
}

/** A convex polygon, its points in either order. */
export function polygon(points: readonly Point[]): Shape {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  let area = 0;
  points.forEach(([ax, ay], i) => {
    const [bx, by] = points[(i + 1) % points.length] ?? [ax, ay];
    area += ax * by - bx * ay;
  });
  // Outward unit normals of the edges: the sign of the area tells the winding.
  const edges = points.map(([ax, ay], i) => {
    const [bx, by] = points[(i + 1) % points.length] ?? [ax, ay];
    const length = Math.hypot(bx - ax, by - ay) || 1;
    const sign = area > 0 ? 1 : -1;
    return { ax, ay, nx: (sign * (by - ay)) / length, ny: (sign * (ax - bx)) / length };
  });
  return {
    box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
    distance: (x, y) => Math.max(...edges.map((e) => (x - e.ax) * e.nx + (y - e.ay) * e.ny)),
  };
}

/** Everything below the curve `top(x)` down to the bottom of an image `height` high. */
export function below(width: number, height: number, top: (x: number) => number): Shape {
  let highest = height;
  for (let x = 0; x <= width; x += 4) highest = Math.min(highest, top(x));
  return {
    box: [0, highest - 2, width, height],
    distance: (x, y) => {
      const slope = (top(x + 0.5) - top(x - 0.5)) / 1;
      return (top(x) - y) / Math.sqrt(1 + slope * slope);
    },
  };
}

/**
 * An arc of a circle `thickness` wide with round ends, from angle `from` to `to` (radians,
 * clockwise on screen since y grows downwards).
 */
export function arc(
  cx: number,
  cy: number,
  r: number,
  thickness: number,
  from: number,
  to: number,
): Shape {
  const span = to - from;
  const ends = [from, to].map((a) => [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const);
  const reach = r + thickness / 2;
  return {
    box: [cx - reach, cy - reach, cx + reach, cy + reach],
    distance: (x, y) => {
      const angle = Math.atan2(y - cy, x - cx);
      const along = (((angle - from) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
      if (along <= span) return Math.abs(Math.hypot(x - cx, y - cy) - r) - thickness / 2;
      return Math.min(...ends.map(([ex, ey]) => Math.hypot(x - ex, y - ey))) - thickness / 2;
    },
  };
}

export function union(...shapes: Shape[]): Shape {
  return {
    box: [
      Math.min(...shapes.map((s) => s.box[0])),
      Math.min(...shapes.map((s) => s.box[1])),
      Math.max(...shapes.map((s) => s.box[2])),
      Math.max(...shapes.map((s) => s.box[3])),
    ],
    distance: (x, y) => Math.min(...shapes.map((s) => s.distance(x, y))),
  };
}

/** Where both shapes are: a leaf is two overlapping circles. */
export function intersect(a: Shape, b: Shape): Shape {
  return {
    box: [
      Math.max(a.box[0], b.box[0]),
      Math.max(a.box[1], b.box[1]),
      Math.min(a.box[2], b.box[2]),
      Math.min(a.box[3], b.box[3]),
    ],
    distance: (x, y) => Math.max(a.distance(x, y), b.distance(x, y)),
  };
}

/** `shape` turned by `angle` radians (clockwise on screen) around (cx, cy). */
export function rotate(shape: Shape, angle: number, cx: number, cy: number): Shape {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const [l, t, r, b] = shape.box;
  const corners = [
    [l, t],
    [r, t],
    [l, b],
    [r, b],
  ].map(([x = 0, y = 0]) => [
    cx + (x - cx) * cos - (y - cy) * sin,
    cy + (x - cx) * sin + (y - cy) * cos,
  ]);
  const xs = corners.map((p) => p[0] ?? cx);
  const ys = corners.map((p) => p[1] ?? cy);
  return {
    box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
    distance: (x, y) =>
      shape.distance(cx + (x - cx) * cos + (y - cy) * sin, cy - (x - cx) * sin + (y - cy) * cos),
  };
}

/** A leaf (two circles' lens) `length` long pointing along `angle`, its base at (x, y). */
export function leaf(x: number, y: number, length: number, angle: number): Shape {
  const r = length * 0.75;
  const offset = Math.sqrt(r * r - (length / 2) ** 2);
  const cx = x + length / 2;
  const lens = intersect(circle(cx, y - offset, r), circle(cx, y + offset, r));
  return rotate(lens, angle, x, y);
}
