/**
 * Draws one preview card per showcase site into src/data/showcase/previews/.
 *
 * We cannot take screenshots of the listed sites (no network at build time,
 * and other people's pages are not ours to copy), so each card is an honest
 * stand-in: a browser-window sketch with the site's name, its domain and the
 * colours of its tags, labelled as a generated preview. The SVG template is
 * rasterised with sharp into a small palette PNG; the ideal-image plugin
 * then serves it responsively.
 *
 * Usage: node --import tsx scripts/generate-showcase-previews.ts
 * Files of sites that left the list are deleted, so the folder mirrors the data.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

import {showcaseSites, showcaseTags, PREVIEW_DIRECTORY, type Site, type TagKey} from '../src/data/showcase';

const WIDTH = 640;
const HEIGHT = 320;
// Fonts every Debian/Ubuntu image has; the card must not depend on a CDN.
const SANS = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
const MONO = "'DejaVu Sans Mono', 'Liberation Mono', monospace";

const xmlEntities: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;'};
const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => xmlEntities[char]!);

/** Hue 0-359 derived from the name, so each card gets its own, stable tint. */
function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash % 360;
}

/**
 * The bundled fonts cover Latin scripts only: CJK characters and emoji would
 * be drawn as empty boxes, so they are left out of the picture (the page
 * itself still shows the full name).
 */
function drawableText(text: string): string {
  return text
    .replace(/[^\u0020-\u024f\u2010-\u2027]/gu, '')
    .replace(/\s+-\s+(?=-|$)/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

function displayDomain(website: string): string {
  return new URL(website).hostname.replace(/^www\./, '');
}

/** Greedy word wrap; returns null when the text needs more than maxLines lines. */
function wrap(text: string, maxChars: number, maxLines: number): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= maxChars) {
      line = candidate;
    } else {
      if (line) lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const fits = lines.length <= maxLines && lines.every((l) => l.length <= maxChars);
  return fits ? lines : null;
}

/** Picks the largest title size whose wrapped text fits two lines in the card. */
function layoutTitle(title: string): {fontSize: number; lines: string[]} {
  const availableWidth = 440;
  for (const fontSize of [34, 30, 26, 22]) {
    // DejaVu Sans Bold averages about 0.64 em per character.
    const maxChars = Math.floor(availableWidth / (fontSize * 0.64));
    const lines = wrap(title, maxChars, 2);
    if (lines) return {fontSize, lines};
  }
  const maxChars = Math.floor(availableWidth / (22 * 0.64));
  return {fontSize: 22, lines: [`${title.slice(0, maxChars - 1)}…`]};
}

/** Black or white text, whichever reads better on the given swatch. */
function textColorOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  return luminance > 0.35 ? '#1c1e21' : '#ffffff';
}

function tagPills(tags: readonly TagKey[]): string {
  let x = 56;
  const pills: string[] = [];
  for (const [index, key] of tags.entries()) {
    const {label, color} = showcaseTags[key];
    const width = Math.round(label.length * 7.6 + 24);
    // Keep room for a "+N" marker when the remaining tags do not fit.
    const roomNeeded = index < tags.length - 1 ? width + 48 : width;
    if (x + roomNeeded > WIDTH - 40) {
      pills.push(
        `<text x="${x + 4}" y="246" font-family="${SANS}" font-size="14" font-weight="bold" fill="#4b5563">+${tags.length - index}</text>`,
      );
      break;
    }
    pills.push(
      `<rect x="${x}" y="228" width="${width}" height="26" rx="13" fill="${color}"/>` +
        `<text x="${x + width / 2}" y="246" font-family="${SANS}" font-size="13" font-weight="bold" ` +
        `text-anchor="middle" fill="${textColorOn(color)}">${escapeXml(label)}</text>`,
    );
    x += width + 8;
  }
  return pills.join('');
}

function previewSvg(site: Site): string {
  const hue = hueOf(site.name);
  const title = drawableText(site.name) || displayDomain(site.website);
  const initial = (title.match(/[\p{L}\p{N}]/u)?.[0] ?? '?').toUpperCase();
  const domain = displayDomain(site.website);
  const {fontSize, lines} = layoutTitle(title);
  const titleTop = lines.length === 1 ? 128 : 112;
  const titleLines = lines
    .map((line, index) => `<tspan x="152" y="${titleTop + index * fontSize * 1.15}">${escapeXml(line)}</tspan>`)
    .join('');

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="hsl(${hue}, 55%, 88%)"/>
  <rect x="24" y="24" width="592" height="272" rx="12" fill="#ffffff" stroke="hsl(${hue}, 30%, 70%)"/>
  <path d="M24 36a12 12 0 0 1 12-12h568a12 12 0 0 1 12 12v24H24z" fill="hsl(${hue}, 25%, 94%)"/>
  <circle cx="44" cy="42" r="5" fill="#ff5f57"/><circle cx="60" cy="42" r="5" fill="#febc2e"/><circle cx="76" cy="42" r="5" fill="#28c840"/>
  <rect x="96" y="32" width="500" height="20" rx="10" fill="#ffffff" stroke="hsl(${hue}, 20%, 82%)"/>
  <text x="110" y="46" font-family="${MONO}" font-size="12" fill="#4b5563">${escapeXml(domain)}</text>
  <rect x="56" y="88" width="72" height="72" rx="16" fill="hsl(${hue}, 60%, 38%)"/>
  <text x="92" y="138" font-family="${SANS}" font-size="40" font-weight="bold" text-anchor="middle" fill="#ffffff">${escapeXml(initial)}</text>
  <text font-family="${SANS}" font-size="${fontSize}" font-weight="bold" fill="#1c1e21">${titleLines}</text>
  <text x="152" y="${titleTop + lines.length * fontSize * 1.15 + 6}" font-family="${SANS}" font-size="16" fill="#4b5563">${escapeXml(domain)}</text>
  ${tagPills(site.tags)}
  <text x="600" y="284" font-family="${SANS}" font-size="11" text-anchor="end" fill="#8d949e">Generated preview, not a screenshot</text>
</svg>`;
}

async function main(): Promise<void> {
  const directory = path.resolve(PREVIEW_DIRECTORY);
  await fs.mkdir(directory, {recursive: true});
  const expected = new Set(showcaseSites.map((site) => site.preview));

  let totalBytes = 0;
  let largest = {file: '', bytes: 0};
  for (const site of showcaseSites) {
    const png = await sharp(Buffer.from(previewSvg(site)))
      // A 48-colour palette keeps flat shapes and anti-aliased text crisp at a fraction of RGBA size.
      .png({palette: true, colours: 48, compressionLevel: 9, effort: 10, dither: 0})
      .toBuffer();
    await fs.writeFile(path.join(directory, site.preview), png);
    totalBytes += png.length;
    if (png.length > largest.bytes) largest = {file: site.preview, bytes: png.length};
  }

  for (const file of await fs.readdir(directory)) {
    if (!expected.has(file)) {
      await fs.unlink(path.join(directory, file));
      console.log(`removed stale preview ${file}`);
    }
  }

  const average = Math.round(totalBytes / showcaseSites.length / 1024);
  console.log(
    `${showcaseSites.length} previews in ${PREVIEW_DIRECTORY}: ${Math.round(totalBytes / 1024)} KB in total, ` +
      `${average} KB on average, largest ${largest.file} (${Math.round(largest.bytes / 1024)} KB)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
