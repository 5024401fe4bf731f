/**
 * The SVG of one 1200x630 social card: the site name, the page's section
 * (docs version, blog, changelog, community) and its title, wrapped to fit.
 * Text is set in fonts found through fontconfig (DejaVu Sans on our build
 * machines, see the README), so no font file is bundled.
 */
export interface CardText {
  siteName: string;
  section: string;
  title: string;
}

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
const TITLE_LINE_CHARACTERS = 26;
const TITLE_MAX_LINES = 4;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Greedy word wrap; an overlong last line ends with an ellipsis. */
export function wrapTitle(title: string, lineLength = TITLE_LINE_CHARACTERS, maxLines = TITLE_MAX_LINES): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (current && `${current} ${word}`.length > lineLength) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) {
    lines.push(current);
  }
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1].replace(/\s*\S*$/, '')}…`;
    return kept;
  }
  return lines;
}

export function cardSvg({siteName, section, title}: CardText): string {
  const lines = wrapTitle(title);
  const fontSize = lines.length > 3 ? 60 : 72;
  const lineHeight = Math.round(fontSize * 1.2);
  const titleTop = 290;
  const titleLines = lines
    .map((line, index) => `<text x="80" y="${titleTop + index * lineHeight}" font-size="${fontSize}" font-weight="bold" fill="#1c1e21">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="${FONT}">
<rect width="100%" height="100%" fill="#ffffff"/>
<rect width="24" height="100%" fill="#2e8555"/>
<text x="80" y="120" font-size="40" font-weight="bold" fill="#2e8555">${escapeXml(siteName)}</text>
<text x="80" y="172" font-size="32" fill="#525860">${escapeXml(section)}</text>
${titleLines}
<rect x="80" y="560" width="1040" height="4" fill="#e3e3e3"/>
</svg>`;
}
