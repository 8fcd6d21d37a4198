// Photographs and paintings made on the spot with sharp, for the raster picture tests and the
// picture variants benchmark: nothing taken from elsewhere.
import sharp from 'sharp';

/** A text the GPS block of a test photo carries, to look for in what the library serves. */
export const GPS_MARK = 'KAHANI-TEST-LOCATION';
export const CAMERA_MARK = 'Kahani Test Camera';

/**
 * Texture at every scale, as foliage, fabric or brush strokes have: value noise summed over
 * octaves from `largest` pixels down to one, each half as strong as the one above.
 */
function textureField(width: number, height: number, random: () => number, largest = 64) {
  const field = new Float32Array(width * height);
  for (let cell = largest, strength = 1; cell >= 1; cell /= 2, strength *= 0.8) {
    const columns = Math.ceil(width / cell) + 2;
    const rows = Math.ceil(height / cell) + 2;
    const grid = Float32Array.from({ length: columns * rows }, () => random() - 0.5);
    for (let y = 0; y < height; y += 1) {
      const gy = y / cell;
      const row = Math.floor(gy);
      const fy = gy - row;
      for (let x = 0; x < width; x += 1) {
        const gx = x / cell;
        const column = Math.floor(gx);
        const fx = gx - column;
        const at = row * columns + column;
        const top = grid[at]! + (grid[at + 1]! - grid[at]!) * fx;
        const bottom = grid[at + columns]! + (grid[at + columns + 1]! - grid[at + columns]!) * fx;
        field[y * width + x]! += strength * (top + (bottom - top) * fy);
      }
    }
  }
  return field;
}

/**
 * Pixels that compress like a photograph: a sky-to-ground gradient, a few softly shaded
 * round shapes, and texture at every scale (real photos are never smooth). `seed` varies them.
 */
export function photoPixels(width: number, height: number, seed = 1): Buffer {
  let state = (seed % 2147483646) + 1;
  const random = () => (state = (state * 16807) % 2147483647) / 2147483647;
  const shapes = Array.from({ length: 6 }, () => ({
    x: random() * width,
    y: random() * height,
    r: (0.08 + random() * 0.2) * Math.min(width, height),
    colour: [random() * 255, random() * 255, random() * 255],
  }));
  const texture = textureField(width, height, random);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    const sky = y / height;
    for (let x = 0; x < width; x += 1) {
      let rgb = sky < 0.6 ? [90 + 120 * sky, 150 + 80 * sky, 230] : [70, 120 - 40 * sky, 50];
      for (const shape of shapes) {
        const distance = Math.hypot(x - shape.x, y - shape.y) / shape.r;
        if (distance < 1) {
          const light = 1 - 0.5 * distance * distance;
          rgb = shape.colour.map((channel) => channel * light);
        }
      }
      // The sky is smoother than the ground and the things on it.
      const detail = texture[y * width + x]! * (sky < 0.6 ? 50 : 140);
      const offset = (y * width + x) * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        pixels[offset + channel] = Math.max(0, Math.min(255, rgb[channel]! + detail));
      }
    }
  }
  return pixels;
}

const fromPixels = (width: number, height: number, seed: number) =>
  sharp(photoPixels(width, height, seed), { raw: { width, height, channels: 3 } });

/** A JPEG as a phone saves it: camera make, a GPS position and an orientation in its EXIF. */
export function phonePhoto(
  width: number,
  height: number,
  options: { seed?: number; orientation?: number; quality?: number } = {},
): Promise<Buffer> {
  return fromPixels(width, height, options.seed ?? 1)
    .jpeg({ quality: options.quality ?? 90 })
    .withExif({
      IFD0: { Make: CAMERA_MARK, Model: 'K1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'E', GPSMapDatum: GPS_MARK },
    })
    .withMetadata({ orientation: options.orientation ?? 1 })
    .toBuffer();
}

/** A painting saved as PNG; with `transparent`, its left half is see-through. */
export async function paintingPng(
  width: number,
  height: number,
  options: { seed?: number; transparent?: boolean } = {},
): Promise<Buffer> {
  const image = fromPixels(width, height, options.seed ?? 2);
  if (!options.transparent) return image.png().toBuffer();
  const alpha = Buffer.alloc(width * height, 255);
  for (let y = 0; y < height; y += 1) alpha.fill(0, y * width, y * width + Math.floor(width / 2));
  return image
    .joinChannel(alpha, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

export function pictureWebp(width: number, height: number, seed = 3): Promise<Buffer> {
  return fromPixels(width, height, seed).webp({ quality: 85 }).toBuffer();
}

/** An animated WebP of two frames. */
export function animatedWebp(width: number, height: number): Promise<Buffer> {
  const frames = Buffer.concat([photoPixels(width, height, 4), photoPixels(width, height, 5)]);
  return sharp(frames, { raw: { width, height: height * 2, channels: 3, pageHeight: height } })
    .webp({ loop: 0, delay: [200, 200] })
    .toBuffer();
}

/**
 * A PNG whose header claims `width` × `height` pixels, of one colour: a few hundred KB on
 * disk however many pixels it claims.
 */
export function plainPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
