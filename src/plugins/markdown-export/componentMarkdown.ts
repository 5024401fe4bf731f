/**
 * Markdown for the React components our docs render from data rather than
 * from their children: option tables, the team list, inline tables of
 * contents and images.
 */
import type {ApiOptionTable} from '../../data/apiOptions/types';
import {formatDefault} from '../../components/APITable/formatDefault';
import {teamMembers, type TeamGroup} from '../../components/TeamProfileCards/members';

/** A `|` inside a cell would end the cell. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function codeCell(text: string): string {
  return text.includes('`') ? `\`\` ${cell(text)} \`\`` : `\`${cell(text)}\``;
}

export function apiTableMarkdown(table: ApiOptionTable): string[] {
  const rows = table.options.map((option) => {
    const formatted = formatDefault(option);
    const defaultCell = formatted.kind === 'code' ? codeCell(formatted.text) : cell(formatted.text);
    return `| \`${option.name}\` | ${codeCell(option.type)} | ${defaultCell} | ${cell(option.description)} |`;
  });
  return [
    `Options accepted by \`${table.packageName}\`:`,
    '',
    '| Option | Type | Default | Description |',
    '| --- | --- | --- | --- |',
    ...rows,
  ];
}

export function teamMarkdown(group: string): string[] {
  const members = teamMembers[group as TeamGroup];
  if (!members) {
    return [];
  }
  return members.map((member) => `- **${member.name}** ([@${member.github}](https://github.com/${member.github})): ${member.role}`);
}

export interface Heading {
  level: number;
  text: string;
  id: string;
}

export function tocMarkdown(headings: readonly Heading[], pageUrl: string, minLevel: number, maxLevel: number): string[] {
  return headings
    .filter((heading) => heading.level >= minLevel && heading.level <= maxLevel)
    .map((heading) => `${'  '.repeat(heading.level - minLevel)}- [${heading.text}](${pageUrl}#${heading.id})`);
}

/**
 * The first image path of an image component: `src="/img/x.png"`,
 * `require('./x.png')`, `useBaseUrl('/img/x.png')` or the import an SVG
 * component came from.
 */
export function imageSource(rawAttributes: string, importedFrom?: string): string | undefined {
  const required = /(?:require|useBaseUrl)\(\s*['"]([^'"]+)['"]\s*\)/.exec(rawAttributes);
  if (required) {
    return required[1];
  }
  const src = /\b(?:src|img)=(?:"([^"]+)"|'([^']+)')/.exec(rawAttributes);
  return src ? src[1] ?? src[2] : importedFrom;
}
