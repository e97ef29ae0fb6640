import sharp from 'sharp';

/** The web app's brand palette (web/src/styles: brand, accent and their soft tones). */
const PALETTES: [from: string, to: string, shape: string, highlight: string][] = [
  ['#1e3a5f', '#0f766e', '#e6f4f2', '#ffffff'],
  ['#0f766e', '#1e3a5f', '#e8eef6', '#99d5cc'],
  ['#17304f', '#2563eb', '#e8eef6', '#ffffff'],
  ['#e8eef6', '#1e3a5f', '#0f766e', '#ffffff'],
  ['#0b5e58', '#e6f4f2', '#1e3a5f', '#ffffff'],
  ['#1e3a5f', '#64748b', '#e6f4f2', '#0f766e'],
];

/** A small deterministic generator, so every `make dev` draws the same picture for the same article. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

/**
 * An abstract featured image (1600 × 900): a diagonal gradient in the brand colours with soft
 * circles and rounded bars, as SVG. Drawn at seed time so the demo's cards have pictures offline.
 */
export function demoImageSvg(seed: number): string {
  const next = random(seed * 7919 + 17);
  const [from, to, shape, highlight] = PALETTES[seed % PALETTES.length]!;
  const circles = Array.from({ length: 5 }, () => {
    const r = 80 + next() * 260;
    return `<circle cx="${(next() * 1600).toFixed(0)}" cy="${(next() * 900).toFixed(0)}" r="${r.toFixed(0)}" fill="${next() > 0.5 ? shape : highlight}" fill-opacity="${(0.08 + next() * 0.22).toFixed(2)}"/>`;
  });
  const bars = Array.from({ length: 4 }, (_, index) => {
    const width = 220 + next() * 520;
    const x = 120 + next() * 700;
    const y = 520 + index * 78;
    return `<rect x="${x.toFixed(0)}" y="${y}" width="${width.toFixed(0)}" height="34" rx="17" fill="${highlight}" fill-opacity="${(0.18 + next() * 0.3).toFixed(2)}"/>`;
  });
  const ring = `<circle cx="${(1100 + next() * 300).toFixed(0)}" cy="${(200 + next() * 200).toFixed(0)}" r="${(120 + next() * 80).toFixed(0)}" fill="none" stroke="${highlight}" stroke-opacity="0.5" stroke-width="14"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1600" height="900" fill="url(#g)"/>
${circles.join('\n')}
${ring}
${bars.join('\n')}
</svg>`;
}

/** The picture as WebP, the format every uploaded image is stored in. */
export async function demoImageWebp(seed: number): Promise<Buffer> {
  return sharp(Buffer.from(demoImageSvg(seed))).webp({ quality: 80 }).toBuffer();
}
