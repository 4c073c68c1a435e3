import { deflateSync } from 'node:zlib';

/**
 * Draws the app icons at build time from the Lotus mark's SVG paths (the favicon's), without a
 * browser or an image library: the paths are flattened into polygons, filled with the non-zero
 * rule and anti-aliased (4 sub-rows per pixel, exact coverage along each row), then written as PNG.
 */

type Point = readonly [number, number];
type Polygon = Point[];
export type Rgba = readonly [number, number, number, number];

/** The Lotus mark (apps/member/public/favicon.svg, LogoMark): a 64 x 64 drawing. */
export const lotusMark = {
  background: '#0b0f1a',
  petal: { d: 'M32 12c6 8 9 15 9 21s-4 11-9 11-9-5-9-11 3-13 9-21z', color: '#d4a74a' },
  leaves: {
    d: 'M12 30c8 0 14 4 17 10-5 3-13 3-17-3-1-2-1-5 0-7zm40 0c1 2 1 5 0 7-4 6-12 6-17 3 3-6 9-10 17-10z',
    color: '#e8c77a',
  },
} as const;

export function hexColor(hex: string): Rgba {
  const value = /^#([0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!value) throw new Error(`not a #rrggbb colour: ${hex}`);
  const channel = (at: number) => parseInt(value.slice(at, at + 2), 16);
  return [channel(0), channel(2), channel(4), 255];
}

const curveSteps = 24;

function cubic(from: Point, c1: Point, c2: Point, to: Point, out: Polygon): void {
  for (let step = 1; step <= curveSteps; step += 1) {
    const t = step / curveSteps;
    const u = 1 - t;
    const a = u * u * u;
    const b = 3 * u * u * t;
    const c = 3 * u * t * t;
    const d = t * t * t;
    out.push([
      a * from[0] + b * c1[0] + c * c2[0] + d * to[0],
      a * from[1] + b * c1[1] + c * c2[1] + d * to[1],
    ]);
  }
}

/**
 * An SVG path's outline as closed polygons. Knows M, L, H, V, C, S, Q and Z, absolute and relative
 * (with implicit repeats): what the mark uses and a little more. Arcs are refused, not guessed.
 */
export function pathPolygons(d: string): Polygon[] {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const polygons: Polygon[] = [];
  let current: Polygon = [];
  let position: Point = [0, 0];
  let start: Point = [0, 0];
  let lastControl: Point | null = null;
  let command = '';
  let index = 0;
  const number = () => {
    const token = tokens[index++];
    if (token === undefined || /[a-zA-Z]/.test(token)) throw new Error(`path ends inside a command: ${d}`);
    return Number(token);
  };
  const point = (relative: boolean): Point => {
    const x = number();
    const y = number();
    return relative ? [position[0] + x, position[1] + y] : [x, y];
  };
  const close = () => {
    if (current.length > 2) polygons.push(current);
    current = [];
  };
  while (index < tokens.length) {
    const token = tokens[index] as string;
    if (/[a-zA-Z]/.test(token)) {
      command = token;
      index += 1;
    } else if (command === 'M') command = 'L';
    else if (command === 'm') command = 'l';
    const relative = command === command.toLowerCase();
    switch (command.toUpperCase()) {
      case 'M':
        close();
        position = point(relative);
        start = position;
        current = [position];
        lastControl = null;
        break;
      case 'L':
        position = point(relative);
        current.push(position);
        lastControl = null;
        break;
      case 'H':
        position = [relative ? position[0] + number() : number(), position[1]];
        current.push(position);
        lastControl = null;
        break;
      case 'V':
        position = [position[0], relative ? position[1] + number() : number()];
        current.push(position);
        lastControl = null;
        break;
      case 'C': {
        const c1 = point(relative);
        const c2 = point(relative);
        const to = point(relative);
        cubic(position, c1, c2, to, current);
        lastControl = c2;
        position = to;
        break;
      }
      case 'S': {
        const c1: Point = lastControl
          ? [2 * position[0] - lastControl[0], 2 * position[1] - lastControl[1]]
          : position;
        const c2 = point(relative);
        const to = point(relative);
        cubic(position, c1, c2, to, current);
        lastControl = c2;
        position = to;
        break;
      }
      case 'Q': {
        const control = point(relative);
        const to = point(relative);
        // A quadratic curve is the cubic whose controls sit two thirds of the way to its control.
        const c1: Point = [
          position[0] + (2 / 3) * (control[0] - position[0]),
          position[1] + (2 / 3) * (control[1] - position[1]),
        ];
        const c2: Point = [to[0] + (2 / 3) * (control[0] - to[0]), to[1] + (2 / 3) * (control[1] - to[1])];
        cubic(position, c1, c2, to, current);
        lastControl = null;
        position = to;
        break;
      }
      case 'Z':
        close();
        position = start;
        current = [start];
        lastControl = null;
        break;
      default:
        throw new Error(`path command ${command} is not supported: ${d}`);
    }
  }
  close();
  return polygons;
}

/** A rectangle with rounded corners as one polygon. */
export function roundedRect(x: number, y: number, width: number, height: number, radius: number): Polygon {
  const polygon: Polygon = [];
  const corners: Array<[number, number, number]> = [
    [x + width - radius, y + radius, -Math.PI / 2],
    [x + width - radius, y + height - radius, 0],
    [x + radius, y + height - radius, Math.PI / 2],
    [x + radius, y + radius, Math.PI],
  ];
  for (const [cx, cy, from] of corners) {
    for (let step = 0; step <= 8; step += 1) {
      const angle = from + (step / 8) * (Math.PI / 2);
      polygon.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
    }
  }
  return polygon;
}

export interface Layer {
  polygons: Polygon[];
  color: Rgba;
}

const subRows = 4;

/** How much of each pixel the polygons cover (0 to 1), filled with the non-zero winding rule. */
function coverage(size: number, polygons: Polygon[]): Float32Array {
  const cover = new Float32Array(size * size);
  const edges = polygons.flatMap((polygon) =>
    polygon.map((from, at) => [from, polygon[(at + 1) % polygon.length] as Point] as const),
  );
  for (let row = 0; row < size; row += 1) {
    for (let sub = 0; sub < subRows; sub += 1) {
      const y = row + (sub + 0.5) / subRows;
      const crossings: Array<[x: number, winding: number]> = [];
      for (const edge of edges) {
        const x0 = edge[0][0];
        const y0 = edge[0][1];
        const x1 = edge[1][0];
        const y1 = edge[1][1];
        if (y0 === y1 || y < Math.min(y0, y1) || y >= Math.max(y0, y1)) continue;
        crossings.push([x0 + ((y - y0) / (y1 - y0)) * (x1 - x0), y1 > y0 ? 1 : -1]);
      }
      crossings.sort((a, b) => a[0] - b[0]);
      let winding = 0;
      for (let at = 0; at < crossings.length - 1; at += 1) {
        winding += (crossings[at] as [number, number])[1];
        if (winding === 0) continue;
        const left = Math.max(0, (crossings[at] as [number, number])[0]);
        const right = Math.min(size, (crossings[at + 1] as [number, number])[0]);
        for (let column = Math.floor(left); column < right; column += 1) {
          const covered = Math.min(right, column + 1) - Math.max(left, column);
          if (covered > 0) cover[row * size + column] = (cover[row * size + column] ?? 0) + covered / subRows;
        }
      }
    }
  }
  return cover;
}

/** Paints the layers in order onto a transparent square; answers its RGBA bytes. */
export function paint(size: number, layers: Layer[]): Uint8Array {
  const pixels = new Float32Array(size * size * 4);
  for (const layer of layers) {
    const cover = coverage(size, layer.polygons);
    const [r, g, b, a] = layer.color.map((channel) => channel / 255) as [number, number, number, number];
    for (let at = 0; at < cover.length; at += 1) {
      const alpha = Math.min(1, cover[at] as number) * a;
      if (alpha === 0) continue;
      const base = at * 4;
      const below = pixels[base + 3] as number;
      const out = alpha + below * (1 - alpha);
      // "Source over" on straight (not premultiplied) colours.
      const keep = below * (1 - alpha);
      pixels[base] = (r * alpha + (pixels[base] as number) * keep) / out;
      pixels[base + 1] = (g * alpha + (pixels[base + 1] as number) * keep) / out;
      pixels[base + 2] = (b * alpha + (pixels[base + 2] as number) * keep) / out;
      pixels[base + 3] = out;
    }
  }
  const bytes = new Uint8Array(pixels.length);
  for (let at = 0; at < pixels.length; at += 1) {
    bytes[at] = Math.round(Math.min(1, Math.max(0, pixels[at] as number)) * 255);
  }
  return bytes;
}

const crcTable = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG (8-bit RGBA, no filter) of a square of RGBA bytes. */
export function encodePng(size: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let row = 0; row < size; row += 1) {
    rows.set(rgba.subarray(row * size * 4, (row + 1) * size * 4), row * (size * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

function scaled(polygons: Polygon[], scale: number, offset: number): Polygon[] {
  return polygons.map((polygon) =>
    polygon.map(([x, y]) => [x * scale + offset, y * scale + offset] as Point),
  );
}

/**
 * The Lotus icon as a PNG of `size` pixels. `any`: the mark on a rounded dark tile with transparent
 * corners. `maskable`: a full-bleed tile with the mark inside the central 80 % circle that every
 * launcher mask keeps. `opaque`: a full tile (iOS rounds it itself and shows no transparency).
 */
export function drawLotusIcon(size: number, purpose: 'any' | 'maskable' | 'opaque'): Buffer {
  const unit = size / 64;
  const markScale = purpose === 'maskable' ? 0.72 : purpose === 'opaque' ? 0.86 : 1;
  // The mark is drawn around the tile's centre, shrunk where the tile must leave it a margin.
  const scale = unit * markScale;
  const offset = (size - 64 * scale) / 2;
  const tile: Polygon =
    purpose === 'any'
      ? roundedRect(0, 0, size, size, 14 * unit)
      : [
          [0, 0],
          [size, 0],
          [size, size],
          [0, size],
        ];
  // In the SVG's order: the leaves are painted over the petal.
  const rgba = paint(size, [
    { polygons: [tile], color: hexColor(lotusMark.background) },
    {
      polygons: scaled(pathPolygons(lotusMark.petal.d), scale, offset),
      color: hexColor(lotusMark.petal.color),
    },
    {
      polygons: scaled(pathPolygons(lotusMark.leaves.d), scale, offset),
      color: hexColor(lotusMark.leaves.color),
    },
  ]);
  return encodePng(size, rgba);
}
