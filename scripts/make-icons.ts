/**
 * Renders the PNG and ICO icons in static/img from the SVG logo. Run it again
 * after changing static/img/docusaurus.svg; its outputs are committed.
 *
 * Usage: node --import tsx scripts/make-icons.ts
 */
import {writeFileSync, readFileSync} from 'node:fs';
import sharp from 'sharp';

async function main(): Promise<void> {
  const logo = readFileSync('static/img/docusaurus.svg');

  await sharp(logo, {density: 600}).resize(512, 512).png().toFile('static/img/docusaurus.png');
  await sharp(logo, {density: 600}).resize(192, 192).png().toFile('static/img/docusaurus-192.png');
  const favicon = await sharp(logo, {density: 300}).resize(32, 32).png().toBuffer();

  // An ICO file may hold PNG data: 6-byte header, one 16-byte directory entry, the image.
  const header = Buffer.from([0, 0, 1, 0, 1, 0]);
  const entry = Buffer.alloc(16);
  entry.writeUInt8(32, 0);
  entry.writeUInt8(32, 1);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(favicon.length, 8);
  entry.writeUInt32LE(22, 12);
  writeFileSync('static/img/docusaurus.ico', Buffer.concat([header, entry, favicon]));

  const card = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <rect width="1200" height="630" fill="#1b1b1d"/>
  <rect x="80" y="215" width="200" height="200" rx="44" fill="#2e8555"/>
  <path d="M140 265h46c33 0 53 21 53 50s-20 50-53 50h-46z" fill="#fff"/>
  <text x="330" y="300" font-family="Helvetica, Arial, sans-serif" font-size="84" font-weight="700" fill="#fff">Docusaurus</text>
  <text x="334" y="370" font-family="Helvetica, Arial, sans-serif" font-size="36" fill="#25c2a0">Build optimized websites quickly</text>
</svg>`);
  await sharp(card).png().toFile('static/img/docusaurus-social-card.png');
  console.log('icons written');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
