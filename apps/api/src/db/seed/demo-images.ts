import { createRaster, encodePng, fillGradient, hex, paint, type Raster } from './png-raster.ts';
import { below, circle, roundedRect, union } from './png-shapes.ts';
import { drawMotif, type Motif } from './demo-motifs.ts';
import { WHITE } from './demo-props.ts';

// The demo catalogue's pictures, drawn in code (nothing may be downloaded): a flat landscape in
// the product's greens (docs/architecture.md#look-and-feel) with a motif in front, 640 × 360 like
// the 16:9 cards.

const DEMO_IMAGE_WIDTH = 640;
const DEMO_IMAGE_HEIGHT = 360;

/** The light of the scene: the next edition's campaign is drawn at dusk to set it apart. */
type Light = 'day' | 'morning' | 'dusk';

const lights: Record<Light, Record<'top' | 'bottom' | 'sun' | 'far' | 'mid' | 'near', string>> = {
  day: {
    top: '#7CC0EE',
    bottom: '#E8F5E9',
    sun: '#FFD54F',
    far: '#A5D6A7',
    mid: '#66BB6A',
    near: '#2E7D32',
  },
  morning: {
    top: '#B3E5FC',
    bottom: '#FFF8E1',
    sun: '#FFCA28',
    far: '#C5E1A5',
    mid: '#8BC34A',
    near: '#558B2F',
  },
  dusk: {
    top: '#7986CB',
    bottom: '#FFE0B2',
    sun: '#FFB74D',
    far: '#81C784',
    mid: '#43A047',
    near: '#1B5E20',
  },
};

function cloud(r: Raster, x: number, y: number, s: number): void {
  const puffs = union(
    circle(x, y, 16 * s),
    circle(x + 22 * s, y - 10 * s, 22 * s),
    circle(x + 46 * s, y, 16 * s),
    roundedRect(x, y - 4 * s, 46 * s, 20 * s, 10 * s),
  );
  paint(r, puffs, WHITE, 0.88);
}

/** Sky, sun, two clouds and three layers of hills; the ground line is near y = 292. */
function landscape(r: Raster, light: Light, sunX: number): void {
  const c = lights[light];
  const { width, height } = r;
  fillGradient(r, hex(c.top), hex(c.bottom));
  paint(r, circle(sunX, 72, 56), hex(c.sun), 0.22);
  paint(r, circle(sunX, 72, 36), hex(c.sun));
  cloud(r, sunX < 320 ? 380 : 90, 70, 1.1);
  cloud(r, sunX < 320 ? 520 : 230, 120, 0.8);
  const far = (x: number) => 212 + 22 * Math.sin(x / 110 + 0.6) + 8 * Math.sin(x / 47);
  const mid = (x: number) => 248 + 16 * Math.sin(x / 80 + 2.1) + 5 * Math.sin(x / 29 + 1);
  const near = (x: number) => 292 + 6 * Math.sin(x / 140 + 0.3);
  paint(r, below(width, height, far), hex(c.far));
  paint(r, below(width, height, mid), hex(c.mid));
  paint(r, below(width, height, near), hex(c.near));
}

export interface DemoPicture {
  motif: Motif;
  light: Light;
  /** Where the sun stands, so that pictures side by side do not all look the same. */
  sunX: number;
}

/** The picture as PNG bytes. */
export function drawDemoImage(picture: DemoPicture): Buffer {
  const raster = createRaster(DEMO_IMAGE_WIDTH, DEMO_IMAGE_HEIGHT);
  landscape(raster, picture.light, picture.sunX);
  drawMotif[picture.motif](raster);
  return encodePng(raster);
}
