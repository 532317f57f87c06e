import type { ListingType } from '@nivasa/contracts/listing-types';
import sharp from 'sharp';
import { listingImageSizes } from '../media/image-processing';
import type { SizedImage } from '../media/media.service';
import { seededRandomFrom } from './seeded-random';

/**
 * Pictures for the demo listings, drawn as SVG and rendered with sharp, so the repository
 * ships no photos. Each listing gets its own: the palette of its type shifted by its seed,
 * a sky and time of day, a landscape, plants placed at random, light and shade in gradients,
 * and a photograph's grain and vignette. The same seed always draws the same picture. No text
 * is drawn: that would depend on the machine's fonts. They are stored in the sizes of an
 * upload, so a card gets its card size.
 */
export const DEMO_IMAGE_WIDTH = 1280;
export const DEMO_IMAGE_HEIGHT = 853;
export const DEMO_IMAGE_TYPE = 'image/webp';

export type Scene = 'exterior' | 'interior' | 'surroundings';

/** The drawing's own units; it is rendered at DEMO_IMAGE_WIDTH. */
const W = 800;
const H = 533;
const GROUND = 400;

interface Palette {
  wall: string;
  trim: string;
  roof: string;
  accent: string;
}

const PALETTES: Record<ListingType, Palette> = {
  singleroom: { wall: '#f3e3c3', trim: '#8a5a2b', roof: '#b5522e', accent: '#4f7cac' },
  sharedroom: { wall: '#dfe9d8', trim: '#5b6b3a', roof: '#9c4a2f', accent: '#d08c3c' },
  apartment: { wall: '#d9dde3', trim: '#46505c', roof: '#59636e', accent: '#2f8f9d' },
  hostel: { wall: '#f2d7a7', trim: '#7a4b24', roof: '#8f3b2a', accent: '#3f8f5a' },
  hotel: { wall: '#f4f1ea', trim: '#6d5843', roof: '#3e4a59', accent: '#c49a3a' },
  guesthouse: { wall: '#f6e7b9', trim: '#7b5230', roof: '#a8452d', accent: '#3c7d6e' },
  annex: { wall: '#e7ded2', trim: '#6b5a4a', roof: '#7d8a93', accent: '#b4653b' },
  bungalow: { wall: '#fbf7ef', trim: '#5c4636', roof: '#9b3f2b', accent: '#2e6b4a' },
  fullhouseholiday: { wall: '#fff4e0', trim: '#8b5e34', roof: '#c2622d', accent: '#1f8ea3' },
  fullhouserent: { wall: '#e9e2f0', trim: '#544a63', roof: '#6a3f3a', accent: '#4b8b3b' },
  fullhousesale: { wall: '#f0e6d6', trim: '#6e4f35', roof: '#8c3a2e', accent: '#c0392b' },
};

/** Sri Lankan walls are painted in many colours: each listing's wall is one of these, tinted by its type. */
const WALL_PAINTS = ['#f6efe1', '#f3dfb5', '#e8efe4', '#f2d9cf', '#dde8ef', '#f5e6a8', '#e6dcef', '#fbeee6'];

interface Sky {
  top: string;
  bottom: string;
  sun: string;
  cloud: string;
  /** Warmth of the light on walls and ground. */
  light: string;
}

const SKIES: readonly Sky[] = [
  { top: '#5b9bd8', bottom: '#d6ecfa', sun: '#fff8d8', cloud: '#ffffff', light: '#fffbe8' }, // midday
  { top: '#e98b5a', bottom: '#fcdcb0', sun: '#fff0b0', cloud: '#ffe2c6', light: '#ffe1b3' }, // late afternoon
  { top: '#4f7fb8', bottom: '#bcd6ea', sun: '#f5f7ea', cloud: '#eef2f6', light: '#eef4ff' }, // after rain
  { top: '#7aa9c9', bottom: '#e6eee8', sun: '#fffbe6', cloud: '#f4f4f0', light: '#fff9ee' }, // hazy morning
  { top: '#39588f', bottom: '#f1b98a', sun: '#ffd89a', cloud: '#f6c7a8', light: '#ffd2a0' }, // dusk
];

const LEAF_GREENS = ['#3f7f3a', '#4f9a4f', '#2f6f35', '#5a8f3c', '#3d8b4f', '#6aa55a'];

type Random = () => number;

const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const round = (value: number) => Math.round(value * 10) / 10;

/** Mixes two #rrggbb colours: share 0 is `a`, 1 is `b`. */
function mix(a: string, b: string, share: number): string {
  const channel = (hex: string, at: number) => parseInt(hex.slice(at, at + 2), 16);
  const parts = [1, 3, 5].map((at) => Math.round(channel(a, at) * (1 - share) + channel(b, at) * share));
  return `#${parts.map((part) => part.toString(16).padStart(2, '0')).join('')}`;
}

const lighter = (colour: string, share: number) => mix(colour, '#ffffff', share);
const darker = (colour: string, share: number) => mix(colour, '#000000', share);

/** The type's palette, its wall repainted and every colour nudged, by the seed. */
function paletteFor(type: ListingType, random: Random): Palette {
  const base = PALETTES[type];
  const nudge = (colour: string) => (random() < 0.5 ? lighter(colour, random() * 0.2) : darker(colour, random() * 0.2));
  return {
    wall: mix(base.wall, pick(random, WALL_PAINTS), between(random, 0.35, 0.8)),
    trim: nudge(base.trim),
    roof: nudge(base.roof),
    accent: nudge(base.accent),
  };
}

/** Gradients every scene may use: light falling on walls, roofs and ground. */
function gradients(p: Palette, sky: Sky, sunLeft: boolean): string {
  const [lit, shaded] = sunLeft ? ['0', '1'] : ['1', '0'];
  return (
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient>` +
    `<linearGradient id="wall" x1="0" y1="0" x2="1" y2="0"><stop offset="${lit}" stop-color="${mix(p.wall, sky.light, 0.35)}"/><stop offset="${shaded}" stop-color="${darker(p.wall, 0.16)}"/></linearGradient>` +
    `<linearGradient id="roof" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighter(p.roof, 0.12)}"/><stop offset="1" stop-color="${darker(p.roof, 0.25)}"/></linearGradient>` +
    `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighter(sky.top, 0.55)}"/><stop offset="0.55" stop-color="${darker(sky.top, 0.25)}"/><stop offset="1" stop-color="${darker(sky.top, 0.45)}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${sky.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${sky.sun}" stop-opacity="0"/></radialGradient>`
  );
}

function clouds(sky: Sky, random: Random): string {
  let out = '';
  const count = 2 + Math.floor(random() * 4);
  for (let n = 0; n < count; n += 1) {
    const x = between(random, -40, W);
    const y = between(random, 30, 170);
    const scale = between(random, 0.6, 1.4);
    for (let puff = 0; puff < 5; puff += 1) {
      out += `<ellipse cx="${round(x + puff * 34 * scale)}" cy="${round(y + between(random, -8, 8))}" rx="${round(between(random, 30, 55) * scale)}" ry="${round(between(random, 12, 24) * scale)}" fill="${sky.cloud}" opacity="${round(between(random, 0.45, 0.8))}"/>`;
    }
  }
  return out;
}

/** A bush of overlapping leaves in a few greens, lit from one side. */
function shrub(x: number, y: number, size: number, random: Random): string {
  const green = pick(random, LEAF_GREENS);
  let out = `<ellipse cx="${round(x)}" cy="${round(y + 2)}" rx="${round(size * 1.1)}" ry="${round(size * 0.25)}" fill="#000" opacity="0.18"/>`;
  for (let n = 0; n < 7; n += 1) {
    const shade = n < 3 ? darker(green, 0.2) : n < 5 ? green : lighter(green, 0.18);
    out += `<circle cx="${round(x + between(random, -size, size) * 0.8)}" cy="${round(y - size * 0.5 - between(random, 0, size * 0.7))}" r="${round(between(random, 0.45, 0.7) * size)}" fill="${shade}"/>`;
  }
  if (random() < 0.5) {
    const flower = pick(random, ['#e84a6f', '#f2c14e', '#ffffff', '#d96bd1', '#f28c3b']);
    for (let n = 0; n < 6; n += 1) {
      out += `<circle cx="${round(x + between(random, -size, size) * 0.8)}" cy="${round(y - between(random, 0.2, 1.1) * size)}" r="2.4" fill="${flower}"/>`;
    }
  }
  return out;
}

function tree(x: number, scale: number, random: Random): string {
  const green = pick(random, LEAF_GREENS);
  let crown = '';
  for (let n = 0; n < 9; n += 1) {
    const shade = n < 3 ? darker(green, 0.22) : n < 6 ? green : lighter(green, 0.15);
    crown += `<circle cx="${round(between(random, -34, 34))}" cy="${round(-70 - between(random, 0, 50))}" r="${round(between(random, 20, 34))}" fill="${shade}"/>`;
  }
  return `<g transform="translate(${round(x)} ${GROUND}) scale(${round(scale * 100) / 100})"><ellipse cx="10" cy="2" rx="50" ry="8" fill="#000" opacity="0.18"/><path d="M-6 0 L-4 -70 L4 -70 L7 0z" fill="#6b4a2f"/>${crown}</g>`;
}

function palm(x: number, scale: number, random: Random): string {
  const lean = between(random, -18, 18);
  const fronds = [-75, -40, -10, 20, 50, 95, 125, -120]
    .map(
      (angle) =>
        `<path d="M0 -170 q 44 -24 92 8 q -46 -8 -92 -8z" fill="${pick(random, ['#3d8b4f', '#2f7a41', '#4f9a4f'])}" transform="rotate(${round(angle + between(random, -8, 8))} 0 -170)"/>`,
    )
    .join('');
  return `<g transform="translate(${round(x)} ${GROUND}) scale(${round(scale * 100) / 100}) skewX(${round(lean / 6)})"><path d="M-5 0 q 10 -90 2 -170 l 8 0 q 8 80 -2 170z" fill="#8a6a44"/><path d="M-1 -20 h6 M0 -60 h6 M1 -100 h6 M2 -140 h6" stroke="#6b5234" stroke-width="2"/>${fronds}<circle cx="2" cy="-168" r="7" fill="#7a5a2a"/></g>`;
}

function windowsGrid(
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gapX: number,
  gapY: number,
  p: Palette,
  random: Random,
): string {
  let out = '';
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const wx = round(x + c * (w + gapX));
      const wy = round(y + r * (h + gapY));
      // Now and then a curtain drawn, or a light on inside.
      const inside = random() < 0.2 ? `<rect x="${wx}" y="${wy}" width="${w}" height="${h}" fill="#ffd98a" opacity="0.55"/>` : '';
      const curtain =
        random() < 0.3 ? `<rect x="${wx}" y="${wy}" width="${round(w * 0.35)}" height="${h}" fill="${p.accent}" opacity="0.7"/>` : '';
      out += `<rect x="${wx}" y="${wy}" width="${w}" height="${h}" fill="url(#glass)"/>${inside}${curtain}<rect x="${wx}" y="${wy}" width="${w}" height="${h}" fill="none" stroke="${p.trim}" stroke-width="3"/><path d="M${round(wx + w / 2)} ${wy}v${h}" stroke="${p.trim}" stroke-width="2"/><rect x="${wx - 3}" y="${round(wy + h)}" width="${w + 6}" height="4" fill="${lighter(p.trim, 0.3)}"/>`;
    }
  }
  return out;
}

function house(p: Palette, x: number, width: number, storeys: number, random: Random): string {
  const storeyH = 78;
  const h = storeys * storeyH;
  const top = GROUND - h;
  const cols = Math.max(2, Math.floor(width / 90));
  const peak = round(top - 60 - random() * 30);
  const points =
    random() < 0.5
      ? `${x - 26},${top + 4} ${x + width * 0.25},${peak} ${x + width * 0.75},${peak} ${x + width + 26},${top + 4}`
      : `${x - 26},${top + 4} ${x + width / 2},${peak} ${x + width + 26},${top + 4}`;
  // Clay tiles: rows of darker lines across the roof.
  let tiles = '';
  for (let y = top; y > peak + 6; y -= 9)
    tiles += `<path d="M${x - 26} ${round(y)} H${x + width + 26}" stroke="${darker(p.roof, 0.3)}" stroke-width="1.2" opacity="0.45"/>`;
  const roof = `<defs><clipPath id="roof-shape"><polygon points="${points}"/></clipPath></defs><polygon points="${points}" fill="url(#roof)"/><g clip-path="url(#roof-shape)">${tiles}</g>`;
  const door = `<rect x="${x + width / 2 - 22}" y="${GROUND - 66}" width="44" height="66" fill="${p.trim}"/><rect x="${x + width / 2 - 17}" y="${GROUND - 60}" width="34" height="26" fill="${darker(p.trim, 0.25)}"/><circle cx="${x + width / 2 + 14}" cy="${GROUND - 32}" r="2.5" fill="#d8c27a"/>`;
  const windows = windowsGrid(
    x + 22,
    top + 20,
    cols,
    storeys,
    44,
    40,
    (width - 44 - cols * 44) / Math.max(1, cols - 1),
    storeyH - 40,
    p,
    random,
  );
  const eaveShadow = `<rect x="${x}" y="${top}" width="${width}" height="14" fill="#000" opacity="0.16"/>`;
  const plinth = `<rect x="${x - 4}" y="${GROUND - 12}" width="${width + 8}" height="12" fill="${darker(p.wall, 0.35)}"/>`;
  return `<rect x="${x}" y="${top}" width="${width}" height="${h}" fill="url(#wall)"/>${eaveShadow}${windows}${plinth}${roof}${door}`;
}

function building(type: ListingType, p: Palette, random: Random): string {
  switch (type) {
    case 'apartment': {
      const floors = 6 + Math.floor(random() * 3);
      const x = 230 + random() * 80;
      const top = GROUND - floors * 40 - 20;
      const balconies = Array.from(
        { length: floors - 1 },
        (_, n) => `<rect x="${x - 6}" y="${GROUND - (n + 1) * 40 - 6}" width="272" height="6" fill="${lighter(p.trim, 0.2)}"/>`,
      ).join('');
      return `<rect x="${x + 270}" y="${GROUND - 4 * 40}" width="150" height="${4 * 40}" fill="${p.accent}" opacity="0.5"/><rect x="${x}" y="${top}" width="260" height="${floors * 40 + 20}" fill="url(#wall)"/>${windowsGrid(x + 18, top + 24, 4, floors, 42, 24, 20, 16, p, random)}${balconies}<rect x="${x - 6}" y="${top - 14}" width="272" height="16" fill="url(#roof)"/>`;
    }
    case 'hotel': {
      const floors = 5 + Math.floor(random() * 2);
      const top = GROUND - floors * 46 - 10;
      return `<rect x="170" y="${top}" width="460" height="${floors * 46 + 10}" fill="url(#wall)"/>${windowsGrid(190, top + 16, 8, floors - 1, 36, 26, 18, 20, p, random)}<rect x="330" y="${GROUND - 60}" width="140" height="60" fill="${p.trim}"/><polygon points="310,${GROUND - 60} 490,${GROUND - 60} 470,${GROUND - 84} 330,${GROUND - 84}" fill="${p.accent}"/><rect x="160" y="${top - 12}" width="480" height="14" fill="url(#roof)"/><ellipse cx="${round(600 + random() * 60)}" cy="${GROUND + 62}" rx="120" ry="24" fill="#4fb7d9"/><ellipse cx="${round(600 + random() * 60)}" cy="${GROUND + 58}" rx="90" ry="10" fill="#bff0fb" opacity="0.6"/>`;
    }
    case 'hostel':
      return `${house(p, 190, 420, 3, random)}<rect x="190" y="${GROUND - 160}" width="420" height="8" fill="${p.accent}"/><rect x="190" y="${GROUND - 82}" width="420" height="8" fill="${p.accent}"/>`;
    case 'annex':
      return `${house(p, 120, 300, 2, random)}<rect x="440" y="${GROUND - 110}" width="220" height="110" fill="${mix(p.accent, p.wall, 0.6)}"/><rect x="430" y="${GROUND - 122}" width="240" height="14" fill="url(#roof)"/>${windowsGrid(470, GROUND - 90, 2, 1, 50, 40, 60, 0, p, random)}`;
    case 'bungalow': {
      const columns = [0, 1, 2, 3, 4, 5]
        .map(
          (i) =>
            `<rect x="${160 + i * 96}" y="${GROUND - 120}" width="12" height="120" fill="${lighter(p.trim, 0.5)}"/><rect x="${166 + i * 96}" y="${GROUND - 120}" width="6" height="120" fill="#000" opacity="0.12"/>`,
        )
        .join('');
      return `<rect x="140" y="${GROUND - 130}" width="520" height="130" fill="url(#wall)"/>${windowsGrid(190, GROUND - 100, 5, 1, 52, 56, 44, 0, p, random)}<rect x="140" y="${GROUND - 130}" width="520" height="26" fill="#000" opacity="0.18"/><polygon points="100,${GROUND - 126} 250,${GROUND - 220} 550,${GROUND - 220} 700,${GROUND - 126}" fill="url(#roof)"/>${columns}<rect x="120" y="${GROUND - 6}" width="560" height="10" fill="#d8cbb5"/>`;
    }
    case 'fullhousesale':
      return `${house(p, 180, 360, 2, random)}<rect x="600" y="${GROUND - 120}" width="8" height="120" fill="#6b4a2f"/><rect x="560" y="${GROUND - 150}" width="110" height="62" rx="6" fill="${p.accent}"/><rect x="574" y="${GROUND - 134}" width="82" height="10" fill="#fff"/><rect x="574" y="${GROUND - 116}" width="56" height="10" fill="#fff"/>`;
    case 'fullhouserent':
      return `${house(p, 200, 380, 2, random)}<path d="M160 ${GROUND - 40} h480" stroke="${p.trim}" stroke-width="4"/>${Array.from({ length: 25 }, (_, n) => `<rect x="${160 + n * 20}" y="${GROUND - 44}" width="5" height="44" fill="${p.trim}"/>`).join('')}`;
    case 'guesthouse':
      return `${house(p, 170, 420, 2, random)}<rect x="170" y="${GROUND - 84}" width="420" height="10" fill="${p.accent}"/><rect x="150" y="${GROUND - 8}" width="460" height="8" fill="#cdbb9c"/>`;
    default:
      return house(p, 200 + random() * 60, 320 + random() * 60, type === 'fullhouseholiday' ? 1 : 2, random);
  }
}

/** Hills fading into the haze, two or three ridges. */
function hills(sky: Sky, random: Random): string {
  let out = '';
  const ridges = 2 + Math.floor(random() * 2);
  for (let n = 0; n < ridges; n += 1) {
    const base = GROUND - 40 - (ridges - n) * 30;
    const colour = mix(pick(random, LEAF_GREENS), sky.bottom, 0.55 - n * 0.2);
    out += `<path d="M0 ${round(base)} Q ${round(between(random, 100, 250))} ${round(base - between(random, 40, 120))} ${round(between(random, 300, 450))} ${round(base - 10)} T ${W} ${round(base - between(random, 0, 60))} V ${GROUND} H 0z" fill="${colour}"/>`;
  }
  return out;
}

function exterior(type: ListingType, p: Palette, sky: Sky, random: Random): string {
  const coastal = type === 'fullhouseholiday' || type === 'hotel' || random() < 0.15;
  const backdrop = coastal
    ? `<rect x="0" y="${GROUND - 44}" width="${W}" height="44" fill="#2f97bd"/><path d="M0 ${GROUND - 30} Q 200 ${GROUND - 36} 400 ${GROUND - 28} T ${W} ${GROUND - 30}" stroke="#bfe8f3" stroke-width="2" fill="none"/>`
    : hills(sky, random);
  const groundTop = coastal ? '#efdcb0' : mix('#86b86f', sky.light, 0.2);
  const groundBottom = coastal ? '#d9c08d' : '#5f9450';
  const ground = `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${groundTop}"/><stop offset="1" stop-color="${groundBottom}"/></linearGradient>`;
  const shadow = `<ellipse cx="${W / 2}" cy="${GROUND + 6}" rx="300" ry="14" fill="#000" opacity="0.2"/>`;
  let plants = '';
  const left = coastal
    ? palm(between(random, 40, 130), between(random, 0.9, 1.2), random)
    : tree(between(random, 40, 120), between(random, 0.9, 1.3), random);
  const right = coastal
    ? palm(between(random, 640, 760), between(random, 0.8, 1.1), random)
    : tree(between(random, 660, 760), between(random, 0.8, 1.2), random);
  const shrubs = 3 + Math.floor(random() * 5);
  for (let n = 0; n < shrubs; n += 1)
    plants += shrub(between(random, 20, W - 20), GROUND + between(random, 6, 40), between(random, 14, 26), random);
  // Where the photographer stood: the building nearer or farther, to one side.
  const scale = between(random, 0.78, 1.1);
  const shift = between(random, -110, 110);
  const framed = (svg: string) =>
    `<g transform="translate(${round(W / 2 + shift - (W / 2) * scale)} ${round(GROUND * (1 - scale))}) scale(${round(scale * 1000) / 1000})">${svg}</g>`;
  const doorX = W / 2 + shift;
  const path = `<path d="M ${round(doorX - 60)} ${H} L ${round(doorX - 14)} ${GROUND} L ${round(doorX + 14)} ${GROUND} L ${round(doorX + 80)} ${H}z" fill="${coastal ? '#e6d3a6' : '#c9b99a'}"/>`;
  const boundary = !coastal && random() < 0.55 ? boundaryWall(p, doorX, random) : '';
  const car = !coastal && random() < 0.4 ? parkedCar(between(random, 60, W - 200), random) : '';
  return `<defs>${ground}</defs>${backdrop}<rect x="0" y="${GROUND}" width="${W}" height="${H - GROUND}" fill="url(#ground)"/>${framed(`${shadow}${building(type, p, random)}`)}${path}${left}${right}${boundary}${car}${plants}`;
}

/** The wall along the road that most houses have, with a gate in front of the door. */
function boundaryWall(p: Palette, gateX: number, random: Random): string {
  const y = GROUND + 40;
  const colour = mix(p.wall, pick(random, WALL_PAINTS), 0.5);
  const gate = `<rect x="${round(gateX - 36)}" y="${y - 36}" width="72" height="40" fill="${darker(p.trim, 0.2)}"/>${Array.from({ length: 8 }, (_, n) => `<rect x="${round(gateX - 32 + n * 9)}" y="${y - 34}" width="3" height="36" fill="${lighter(p.trim, 0.35)}"/>`).join('')}`;
  return `<rect x="0" y="${y - 30}" width="${round(gateX - 40)}" height="34" fill="${colour}"/><rect x="${round(gateX + 40)}" y="${y - 30}" width="${round(W - gateX - 40)}" height="34" fill="${darker(colour, 0.1)}"/><rect x="0" y="${y - 34}" width="${W}" height="5" fill="${darker(colour, 0.25)}"/>${gate}`;
}

function parkedCar(x: number, random: Random): string {
  const body = pick(random, ['#c0392b', '#f4f4f4', '#2c3e50', '#7f8c8d', '#1f6fb2', '#d4ac0d']);
  const y = GROUND + between(random, 50, 80);
  return `<ellipse cx="${round(x + 70)}" cy="${round(y + 4)}" rx="80" ry="8" fill="#000" opacity="0.25"/><path d="M${round(x)} ${round(y - 10)} v-18 q 0 -6 8 -8 l 26 -4 l 18 -18 h 52 l 22 18 l 8 2 q 10 2 10 10 v18z" fill="${body}"/><path d="M${round(x + 56)} ${round(y - 46)} h 22 v 16 h -36z M${round(x + 82)} ${round(y - 46)} h 24 l 16 16 h -40z" fill="#bcd6e6"/><circle cx="${round(x + 30)}" cy="${round(y - 8)}" r="12" fill="#222"/><circle cx="${round(x + 114)}" cy="${round(y - 8)}" r="12" fill="#222"/><circle cx="${round(x + 30)}" cy="${round(y - 8)}" r="5" fill="#999"/><circle cx="${round(x + 114)}" cy="${round(y - 8)}" r="5" fill="#999"/>`;
}

function bed(x: number, y: number, p: Palette): string {
  return `<ellipse cx="${x + 100}" cy="${y + 94}" rx="120" ry="10" fill="#000" opacity="0.2"/><rect x="${x}" y="${y}" width="200" height="70" rx="8" fill="#f8f8f4" stroke="${p.trim}" stroke-width="3"/><rect x="${x}" y="${y + 30}" width="200" height="40" rx="4" fill="${p.accent}" opacity="0.85"/><path d="M${x + 20} ${y + 40} q 40 10 80 0 t 80 0" stroke="${lighter(p.accent, 0.4)}" stroke-width="3" fill="none"/><rect x="${x + 10}" y="${y + 6}" width="60" height="22" rx="9" fill="#ffffff" stroke="#d8d8d0"/><rect x="${x - 8}" y="${y - 50}" width="12" height="130" fill="${p.trim}"/><rect x="${x}" y="${y + 70}" width="10" height="22" fill="${p.trim}"/><rect x="${x + 190}" y="${y + 70}" width="10" height="22" fill="${p.trim}"/>`;
}

function desk(x: number, floorY: number, p: Palette, random: Random): string {
  const top = pick(random, ['#8f6442', '#5c4636', '#c9a27a']);
  return `<rect x="${x}" y="${floorY - 70}" width="150" height="10" fill="${top}"/><rect x="${x + 6}" y="${floorY - 60}" width="8" height="60" fill="${darker(top, 0.2)}"/><rect x="${x + 136}" y="${floorY - 60}" width="8" height="60" fill="${darker(top, 0.2)}"/><rect x="${x + 40}" y="${floorY - 100}" width="50" height="30" fill="#2b2b2b"/><rect x="${x + 60}" y="${floorY - 70}" width="10" height="4" fill="#2b2b2b"/><rect x="${x + 100}" y="${floorY - 88}" width="12" height="18" fill="${p.accent}"/><path d="M${x + 150} ${floorY - 40} h40 v40 M${x + 150} ${floorY - 40} v-40" stroke="${p.trim}" stroke-width="6" fill="none"/>`;
}

function wardrobe(x: number, floorY: number, p: Palette): string {
  const wood = darker(p.trim, 0.05);
  return `<rect x="${x}" y="${floorY - 220}" width="140" height="220" fill="${wood}"/><rect x="${x + 8}" y="${floorY - 212}" width="58" height="204" fill="${lighter(wood, 0.12)}"/><rect x="${x + 74}" y="${floorY - 212}" width="58" height="204" fill="${lighter(wood, 0.08)}"/><circle cx="${x + 62}" cy="${floorY - 110}" r="3" fill="#d8c27a"/><circle cx="${x + 78}" cy="${floorY - 110}" r="3" fill="#d8c27a"/>`;
}

function interior(type: ListingType, p: Palette, sky: Sky, random: Random): string {
  const beds = type === 'sharedroom' || type === 'hostel' ? 2 : 1;
  const floorY = 340 + Math.floor(random() * 40);
  const windowX = round(260 + random() * 160);
  const wood = pick(random, ['#b98a5e', '#a7754b', '#c9a27a', '#8f6442']);
  const lightFall = `<radialGradient id="daylight" cx="${round((windowX + 85) / W)}" cy="0.3" r="0.6"><stop offset="0" stop-color="${sky.light}" stop-opacity="0.55"/><stop offset="1" stop-color="${sky.light}" stop-opacity="0"/></radialGradient><linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${darker(wood, 0.15)}"/><stop offset="1" stop-color="${lighter(wood, 0.1)}"/></linearGradient>`;
  let planks = '';
  for (let y = floorY + 18; y < H; y += 22 + Math.floor(random() * 10))
    planks += `<path d="M0 ${y} H ${W}" stroke="${darker(wood, 0.25)}" stroke-width="2" opacity="0.6"/>`;
  const frame = pick(random, ['#2f6f8f', '#b4653b', '#6a4c93', '#3c7d6e']);
  const picture = `<rect x="${round(90 + random() * 60)}" y="110" width="110" height="80" fill="${frame}" stroke="${p.trim}" stroke-width="5"/><path d="M${round(100 + random() * 60)} 180 l30 -35 l25 20 l20 -25 l25 40z" fill="${lighter(frame, 0.4)}"/>`;
  const bedLeft = random() < 0.5;
  const beddings = beds === 2 ? `${bed(80, floorY - 10, p)}${bed(510, floorY - 10, p)}` : bed(bedLeft ? 120 : 440, floorY - 10, p);
  const furniture = beds === 2 ? '' : bedLeft ? desk(480, floorY, p, random) : wardrobe(90, floorY, p);
  // A wardrobe stands where the picture would hang.
  const wallArt = beds === 1 && !bedLeft ? '' : picture;
  const plant = `<rect x="${W - 80}" y="${floorY - 30}" width="40" height="40" fill="${p.roof}"/>${shrub(W - 60, floorY - 28, 26, random)}`;
  const rug = `<ellipse cx="${W / 2}" cy="${floorY + 120}" rx="180" ry="36" fill="${mix(p.roof, p.accent, random())}" opacity="0.55"/>`;
  return `<defs>${lightFall}</defs><rect width="${W}" height="${floorY}" fill="url(#wall)"/><rect width="${W}" height="${floorY}" fill="url(#daylight)"/><rect y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#floor)"/>${planks}<rect y="${floorY - 10}" width="${W}" height="10" fill="${darker(p.wall, 0.3)}"/><rect x="${windowX}" y="70" width="170" height="150" fill="url(#sky)" stroke="${p.trim}" stroke-width="8"/><path d="M${windowX} ${round(between(random, 160, 190))} Q ${windowX + 60} ${round(between(random, 130, 170))} ${windowX + 170} ${round(between(random, 160, 185))} V 220 H ${windowX}z" fill="${mix(pick(random, LEAF_GREENS), sky.bottom, 0.35)}"/><path d="M ${windowX + 85} 70 V 220 M ${windowX} 145 H ${windowX + 170}" stroke="${p.trim}" stroke-width="6"/><rect x="${windowX - 30}" y="60" width="40" height="180" fill="${p.accent}" opacity="0.7"/><rect x="${windowX + 160}" y="60" width="40" height="180" fill="${p.accent}" opacity="0.7"/>${wallArt}${rug}${furniture}${beddings}${plant}<rect x="40" y="${floorY - 160}" width="8" height="150" fill="${p.trim}"/><path d="M20 ${floorY - 160} h48 l-10 -34 h-28z" fill="#fff1c4"/><circle cx="44" cy="${floorY - 175}" r="40" fill="url(#glow)"/>`;
}

/** An oruwa, the outrigger fishing boat, pulled up on the sand. */
function outriggerBoat(x: number, p: Palette): string {
  const hull = `M${round(x)} 452 q 80 16 160 0 l -18 20 h -124z`;
  return `<ellipse cx="${round(x + 80)}" cy="476" rx="96" ry="8" fill="#000" opacity="0.18"/><path d="${hull}" fill="${p.accent}"/><path d="M${round(x + 4)} 456 q 76 14 152 0" stroke="${lighter(p.accent, 0.5)}" stroke-width="4" fill="none"/><path d="M${round(x + 40)} 458 l -6 30 M${round(x + 120)} 458 l 6 30" stroke="#6b4a2f" stroke-width="4"/><path d="M${round(x + 20)} 490 h 130" stroke="#6b4a2f" stroke-width="7" stroke-linecap="round"/>`;
}

function surroundings(type: ListingType, p: Palette, sky: Sky, random: Random): string {
  const coastal = type === 'fullhouseholiday' || type === 'hotel' || random() < 0.35;
  if (coastal) {
    let waves = '';
    for (let y = 312; y < 388; y += 12 + Math.floor(random() * 8)) {
      waves += `<path d="M0 ${y} Q 200 ${round(y - between(random, 4, 10))} 400 ${y + 2} T ${W} ${round(y - between(random, 0, 6))}" stroke="#d6f1f7" stroke-width="${round(between(random, 1, 3))}" fill="none" opacity="0.7"/>`;
    }
    let palms = '';
    const count = 2 + Math.floor(random() * 3);
    for (let n = 0; n < count; n += 1) palms += palm(between(random, 40, W - 40), between(random, 0.7, 1.25), random);
    return `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f7fa8"/><stop offset="1" stop-color="#54c1d8"/></linearGradient><rect y="300" width="${W}" height="90" fill="url(#sea)"/>${waves}<path d="M0 392 Q 400 380 ${W} 394 V ${H} H 0z" fill="#efdcae"/><path d="M0 392 Q 400 380 ${W} 394" stroke="#ffffff" stroke-width="4" opacity="0.7" fill="none"/>${palms}${outriggerBoat(between(random, 330, 560), p)}`;
  }
  // Tea country: terraced rows over the hills, a tree or two.
  const rows = Array.from(
    { length: 7 },
    (_, i) =>
      `<path d="M0 ${330 + i * 30} Q 200 ${round(300 + i * 30 - between(random, 0, 20))} 400 ${330 + i * 30} T ${W} ${round(320 + i * 30 + between(random, -10, 10))}" stroke="${pick(random, LEAF_GREENS)}" stroke-width="14" stroke-linecap="round" fill="none" opacity="0.8"/>`,
  ).join('');
  return `${hills(sky, random)}<path d="M0 300 Q 250 250 500 290 T ${W} 280 V ${H} H 0z" fill="${mix('#7fbf6e', sky.light, 0.15)}"/>${rows}${tree(between(random, 560, 740), between(random, 0.9, 1.3), random)}${tree(between(random, 50, 200), between(random, 0.7, 1), random)}`;
}

/** The SVG source of one demo picture. */
export function demoImageSvg(type: ListingType, scene: Scene, seed: string): string {
  const random = seededRandomFrom(`${type}:${scene}:${seed}`);
  const palette = paletteFor(type, random);
  // Rooms are painted more freely than a house's front.
  if (scene === 'interior')
    palette.wall = mix(pick(random, WALL_PAINTS), pick(random, [palette.accent, palette.roof, '#ffffff']), between(random, 0.05, 0.3));
  const sky = pick(random, SKIES);
  const sunX = round(between(random, 60, W - 60));
  const body =
    scene === 'interior'
      ? interior(type, palette, sky, random)
      : scene === 'surroundings'
        ? surroundings(type, palette, sky, random)
        : exterior(type, palette, sky, random);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs>${gradients(palette, sky, sunX < W / 2)}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="${sunX}" cy="90" r="110" fill="url(#glow)"/><circle cx="${sunX}" cy="90" r="30" fill="${sky.sun}"/>${clouds(sky, random)}` +
    `${body}</svg>`
  );
}

/** The scenes a listing with this many images shows, the building first (a room for rooms). */
export function scenesFor(type: ListingType, count: number): Scene[] {
  const order: Scene[] =
    type === 'singleroom' || type === 'sharedroom' ? ['interior', 'exterior', 'surroundings'] : ['exterior', 'interior', 'surroundings'];
  return order.slice(0, Math.max(1, Math.min(count, order.length)));
}

/** What a lens and a sensor add to each pixel: grain, and a vignette (darker towards the corners). */
interface Lens {
  /** Added to each channel, around 0. */
  grain: Int8Array;
  /** Each channel is multiplied by this / 256. */
  shade: Uint16Array;
}

let lensOnce: Lens | undefined;

/** The lens, made once (the same grain for every picture, as one camera would give). */
function lens(): Lens {
  if (lensOnce) return lensOnce;
  const random = seededRandomFrom('grain');
  const pixels = DEMO_IMAGE_WIDTH * DEMO_IMAGE_HEIGHT;
  const grain = new Int8Array(pixels);
  const shade = new Uint16Array(pixels);
  for (let y = 0; y < DEMO_IMAGE_HEIGHT; y += 1) {
    for (let x = 0; x < DEMO_IMAGE_WIDTH; x += 1) {
      const dx = x / DEMO_IMAGE_WIDTH - 0.5;
      const dy = y / DEMO_IMAGE_HEIGHT - 0.48;
      const edge = Math.min(1, Math.max(0, (Math.sqrt(dx * dx + dy * dy) / 0.72 - 0.55) / 0.45));
      grain[y * DEMO_IMAGE_WIDTH + x] = Math.round((random() + random() + random() - 1.5) * 9);
      shade[y * DEMO_IMAGE_WIDTH + x] = Math.round(256 * (1 - 0.3 * edge * edge));
    }
  }
  lensOnce = { grain, shade };
  return lensOnce;
}

/** Applies the lens to 8-bit RGB pixels in place: a loop over the bytes costs less than a blend in libvips. */
function throughLens(pixels: Buffer): void {
  const { grain, shade } = lens();
  for (let pixel = 0, at = 0; pixel < grain.length; pixel += 1) {
    for (let channel = 0; channel < 3; channel += 1, at += 1) {
      const value = ((pixels[at]! * shade[pixel]!) >> 8) + grain[pixel]!;
      pixels[at] = value < 0 ? 0 : value > 255 ? 255 : value;
    }
  }
}

/** A demo picture, DEMO_IMAGE_WIDTH wide, in the sizes of a listing upload (WebP). */
export async function renderDemoImage(type: ListingType, scene: Scene, seed: string): Promise<SizedImage> {
  const { data, info } = await sharp(Buffer.from(demoImageSvg(type, scene, seed)), { density: (72 * DEMO_IMAGE_WIDTH) / W })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.width !== DEMO_IMAGE_WIDTH || info.height !== DEMO_IMAGE_HEIGHT || info.channels !== 3) {
    throw new Error(
      `A demo picture came out ${info.width}x${info.height}x${info.channels}, not ${DEMO_IMAGE_WIDTH}x${DEMO_IMAGE_HEIGHT}x3`,
    );
  }
  throughLens(data);
  return listingImageSizes(sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } }));
}
