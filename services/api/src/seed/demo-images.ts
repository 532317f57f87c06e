import type { ListingType } from '@nivasa/contracts/listing-types';
import sharp from 'sharp';

/**
 * Illustrations for the demo listings, drawn as SVG and rendered to WebP with sharp,
 * so the repository ships no photos and every image stays small (a card image must be
 * at most 60 KB). No text is drawn: that would depend on the machine's fonts.
 */
export const DEMO_IMAGE_WIDTH = 800;
export const DEMO_IMAGE_HEIGHT = 533;
export const DEMO_IMAGE_TYPE = 'image/webp';

export type Scene = 'exterior' | 'interior' | 'surroundings';

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

const SKIES = [
  { top: '#7fb7e6', bottom: '#d9eefb', sun: '#fff6c9' }, // midday
  { top: '#f4a86b', bottom: '#fde3c0', sun: '#fff1b8' }, // late afternoon
  { top: '#5f8fc9', bottom: '#c3dcf0', sun: '#fdfbe8' }, // morning after rain
] as const;

/** A small deterministic random source, so the same listing always gets the same picture. */
function randomFrom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i += 1) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const W = DEMO_IMAGE_WIDTH;
const H = DEMO_IMAGE_HEIGHT;
const GROUND = 400;

function windowsGrid(
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gapX: number,
  gapY: number,
  fill: string,
  frame: string,
): string {
  let out = '';
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const wx = x + c * (w + gapX);
      const wy = y + r * (h + gapY);
      out += `<rect x="${wx}" y="${wy}" width="${w}" height="${h}" fill="${fill}" stroke="${frame}" stroke-width="3"/>`;
    }
  }
  return out;
}

function tree(x: number, scale: number, leaf: string): string {
  return `<g transform="translate(${x} ${GROUND}) scale(${scale})"><rect x="-6" y="-60" width="12" height="60" fill="#6b4a2f"/><circle cx="0" cy="-80" r="38" fill="${leaf}"/><circle cx="-26" cy="-62" r="26" fill="${leaf}"/><circle cx="26" cy="-64" r="28" fill="${leaf}"/></g>`;
}

function palm(x: number, scale: number): string {
  const fronds = [-70, -35, 0, 35, 70, 110, -110]
    .map((angle) => `<path d="M0 -170 q 40 -20 80 10 q -40 -5 -80 -10z" fill="#3d8b4f" transform="rotate(${angle} 0 -170)"/>`)
    .join('');
  return `<g transform="translate(${x} ${GROUND}) scale(${scale})"><path d="M-5 0 q 10 -90 2 -170 l 8 0 q 8 80 -2 170z" fill="#8a6a44"/>${fronds}</g>`;
}

function house(p: Palette, x: number, width: number, storeys: number, random: () => number): string {
  const storeyH = 78;
  const h = storeys * storeyH;
  const top = GROUND - h;
  const cols = Math.max(2, Math.floor(width / 90));
  const roof = `<polygon points="${x - 24},${top + 4} ${x + width / 2},${top - 70 - random() * 20} ${x + width + 24},${top + 4}" fill="${p.roof}"/>`;
  const door = `<rect x="${x + width / 2 - 22}" y="${GROUND - 66}" width="44" height="66" fill="${p.trim}"/>`;
  const windows = windowsGrid(
    x + 22,
    top + 20,
    cols,
    storeys,
    44,
    40,
    (width - 44 - cols * 44) / Math.max(1, cols - 1),
    storeyH - 40,
    '#cfe8f7',
    p.trim,
  );
  return `<rect x="${x}" y="${top}" width="${width}" height="${h}" fill="${p.wall}" stroke="${p.trim}" stroke-width="3"/>${windows}${roof}${door}`;
}

function building(type: ListingType, p: Palette, random: () => number): string {
  switch (type) {
    case 'apartment': {
      const floors = 7;
      return `<rect x="270" y="${GROUND - floors * 44 - 20}" width="260" height="${floors * 44 + 20}" fill="${p.wall}" stroke="${p.trim}" stroke-width="3"/>${windowsGrid(290, GROUND - floors * 44, 4, floors, 42, 26, 20, 18, '#bfe0f2', p.trim)}<rect x="270" y="${GROUND - floors * 44 - 34}" width="260" height="16" fill="${p.roof}"/><rect x="560" y="${GROUND - 4 * 44}" width="160" height="${4 * 44}" fill="${p.accent}" opacity="0.55"/>`;
    }
    case 'hotel': {
      const floors = 6;
      return `<rect x="170" y="${GROUND - floors * 46 - 10}" width="460" height="${floors * 46 + 10}" fill="${p.wall}" stroke="${p.trim}" stroke-width="3"/>${windowsGrid(190, GROUND - floors * 46 + 6, 8, floors - 1, 36, 26, 18, 20, '#d6ecf7', p.trim)}<rect x="330" y="${GROUND - 60}" width="140" height="60" fill="${p.trim}"/><polygon points="310,${GROUND - 60} 490,${GROUND - 60} 470,${GROUND - 84} 330,${GROUND - 84}" fill="${p.accent}"/><ellipse cx="640" cy="${GROUND + 60}" rx="120" ry="26" fill="#5cc3e0"/>`;
    }
    case 'hostel':
      return `${house(p, 190, 420, 3, random)}<rect x="190" y="${GROUND - 160}" width="420" height="8" fill="${p.accent}"/><rect x="190" y="${GROUND - 82}" width="420" height="8" fill="${p.accent}"/>`;
    case 'annex':
      return `${house(p, 120, 300, 2, random)}<rect x="440" y="${GROUND - 110}" width="220" height="110" fill="${p.accent}" opacity="0.35" stroke="${p.trim}" stroke-width="3"/><rect x="430" y="${GROUND - 122}" width="240" height="14" fill="${p.roof}"/>${windowsGrid(470, GROUND - 90, 2, 1, 50, 40, 60, 0, '#cfe8f7', p.trim)}`;
    case 'bungalow': {
      const columns = [0, 1, 2, 3, 4, 5]
        .map((i) => `<rect x="${160 + i * 96}" y="${GROUND - 120}" width="12" height="120" fill="${p.trim}"/>`)
        .join('');
      return `<rect x="140" y="${GROUND - 130}" width="520" height="130" fill="${p.wall}" stroke="${p.trim}" stroke-width="3"/>${windowsGrid(190, GROUND - 100, 5, 1, 52, 56, 44, 0, '#cfe8f7', p.trim)}<polygon points="100,${GROUND - 126} 250,${GROUND - 220} 550,${GROUND - 220} 700,${GROUND - 126}" fill="${p.roof}"/>${columns}<rect x="120" y="${GROUND - 6}" width="560" height="10" fill="#d8cbb5"/>`;
    }
    case 'fullhousesale':
      return `${house(p, 180, 360, 2, random)}<rect x="600" y="${GROUND - 120}" width="8" height="120" fill="#6b4a2f"/><rect x="560" y="${GROUND - 150}" width="110" height="62" rx="6" fill="${p.accent}"/><rect x="574" y="${GROUND - 134}" width="82" height="10" fill="#fff"/><rect x="574" y="${GROUND - 116}" width="56" height="10" fill="#fff"/>`;
    case 'fullhouserent':
      return `${house(p, 200, 380, 2, random)}<rect x="160" y="${GROUND - 40}" width="480" height="40" fill="none" stroke="${p.trim}" stroke-width="4" stroke-dasharray="10 8"/>`;
    case 'guesthouse':
      return `${house(p, 170, 420, 2, random)}<rect x="170" y="${GROUND - 84}" width="420" height="10" fill="${p.accent}"/><rect x="150" y="${GROUND - 8}" width="460" height="8" fill="#cdbb9c"/>`;
    default:
      return house(p, 230, 340, type === 'fullhouseholiday' ? 1 : 2, random);
  }
}

function exterior(type: ListingType, p: Palette, random: () => number): string {
  const coastal = type === 'fullhouseholiday' || type === 'hotel';
  const hills = `<path d="M0 ${GROUND - 70} Q 160 ${GROUND - 170 - random() * 40} 330 ${GROUND - 90} T 800 ${GROUND - 110} V ${GROUND} H 0z" fill="#8fbf84" opacity="0.8"/>`;
  const sea = `<rect x="0" y="${GROUND - 40}" width="${W}" height="40" fill="#3aa6c9"/>`;
  const greenery = coastal
    ? `${palm(90, 1.1)}${palm(700, 0.95)}${palm(620, 0.7)}`
    : `${tree(80, 1 + random() * 0.3, '#4f9a4f')}${tree(720, 0.9 + random() * 0.3, '#3f8a45')}`;
  const ground = coastal ? '#ead9b0' : '#7cb46b';
  return `${coastal ? sea : hills}<rect x="0" y="${GROUND}" width="${W}" height="${H - GROUND}" fill="${ground}"/>${building(type, p, random)}${greenery}<path d="M ${W / 2 - 40} ${H} L ${W / 2 - 10} ${GROUND} L ${W / 2 + 10} ${GROUND} L ${W / 2 + 60} ${H}z" fill="#c9b99a" opacity="0.8"/>`;
}

function bed(x: number, y: number, p: Palette): string {
  return `<rect x="${x}" y="${y}" width="200" height="70" rx="8" fill="#f8f8f4" stroke="${p.trim}" stroke-width="3"/><rect x="${x}" y="${y + 34}" width="200" height="36" fill="${p.accent}" opacity="0.8"/><rect x="${x + 10}" y="${y + 8}" width="60" height="24" rx="8" fill="#ffffff" stroke="#ccc"/><rect x="${x - 8}" y="${y - 50}" width="12" height="130" fill="${p.trim}"/><rect x="${x}" y="${y + 70}" width="10" height="22" fill="${p.trim}"/><rect x="${x + 190}" y="${y + 70}" width="10" height="22" fill="${p.trim}"/>`;
}

function interior(type: ListingType, p: Palette, sky: (typeof SKIES)[number], random: () => number): string {
  const beds = type === 'sharedroom' || type === 'hostel' ? 2 : 1;
  const floorY = 360;
  const windowX = 300 + random() * 120;
  const bedsSvg = beds === 2 ? `${bed(90, floorY - 10, p)}${bed(500, floorY - 10, p)}` : bed(420, floorY - 10, p);
  return `<rect width="${W}" height="${floorY}" fill="${p.wall}"/><rect y="${floorY}" width="${W}" height="${H - floorY}" fill="#b98a5e"/><path d="M0 ${floorY + 40} H ${W} M0 ${floorY + 100} H ${W}" stroke="#a57a50" stroke-width="3"/><rect x="${windowX}" y="70" width="170" height="150" fill="${sky.bottom}" stroke="${p.trim}" stroke-width="8"/><path d="M ${windowX + 85} 70 V 220 M ${windowX} 145 H ${windowX + 170}" stroke="${p.trim}" stroke-width="6"/><rect x="${windowX - 30}" y="60" width="40" height="180" fill="${p.accent}" opacity="0.6"/><rect x="${windowX + 160}" y="60" width="40" height="180" fill="${p.accent}" opacity="0.6"/>${bedsSvg}<ellipse cx="${W / 2}" cy="${floorY + 120}" rx="170" ry="34" fill="${p.roof}" opacity="0.45"/><rect x="40" y="${floorY - 160}" width="26" height="150" fill="${p.trim}"/><circle cx="53" cy="${floorY - 170}" r="24" fill="#ffe9a8"/>`;
}

function surroundings(type: ListingType, p: Palette, random: () => number): string {
  const coastal = type === 'fullhouseholiday' || type === 'hotel' || random() < 0.3;
  if (coastal) {
    return `<rect y="300" width="${W}" height="90" fill="#2f9fc4"/><path d="M0 330 Q 200 320 400 334 T 800 328" stroke="#bfe8f3" stroke-width="4" fill="none"/><rect y="390" width="${W}" height="${H - 390}" fill="#efdcae"/>${palm(140, 1.2)}${palm(260, 0.8)}${palm(690, 1.05)}<ellipse cx="520" cy="470" rx="70" ry="12" fill="${p.accent}" opacity="0.7"/>`;
  }
  const rows = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<path d="M0 ${330 + i * 40} Q 200 ${300 + i * 40} 400 ${330 + i * 40} T 800 ${320 + i * 40}" stroke="#3f7f3a" stroke-width="12" fill="none" opacity="0.7"/>`,
    )
    .join('');
  return `<path d="M0 260 Q 180 150 380 240 T 800 200 V ${H} H 0z" fill="#6da665"/><path d="M0 320 Q 250 250 500 300 T 800 290 V ${H} H 0z" fill="#7fbf6e"/>${rows}${tree(640, 1.1, '#2f6f35')}${tree(90, 0.8, '#3f8a45')}`;
}

/** The SVG source of one demo picture. */
export function demoImageSvg(type: ListingType, scene: Scene, seed: string): string {
  const random = randomFrom(`${type}:${scene}:${seed}`);
  const palette = PALETTES[type];
  const sky = SKIES[Math.floor(random() * SKIES.length)]!;
  const body =
    scene === 'interior'
      ? interior(type, palette, sky, random)
      : scene === 'surroundings'
        ? surroundings(type, palette, random)
        : exterior(type, palette, random);
  const sunX = 80 + random() * 640;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="${sunX}" cy="90" r="42" fill="${sky.sun}" opacity="0.9"/><ellipse cx="${(sunX + 300) % W}" cy="120" rx="90" ry="22" fill="#ffffff" opacity="0.7"/>${body}</svg>`;
}

/** The scenes a listing with this many images shows, the building first (a room for rooms). */
export function scenesFor(type: ListingType, count: number): Scene[] {
  const order: Scene[] =
    type === 'singleroom' || type === 'sharedroom' ? ['interior', 'exterior', 'surroundings'] : ['exterior', 'interior', 'surroundings'];
  return order.slice(0, Math.max(1, Math.min(count, order.length)));
}

/** A demo picture as WebP bytes, 800x533. */
export function renderDemoImage(type: ListingType, scene: Scene, seed: string): Promise<Buffer> {
  return sharp(Buffer.from(demoImageSvg(type, scene, seed)))
    .webp({ quality: 70, effort: 4 })
    .toBuffer();
}
