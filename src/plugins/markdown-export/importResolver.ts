/**
 * Loads what an MDX page imports, for the components whose Markdown comes
 * from data: option tables (`@site/src/data/apiOptions/...`) and partials
 * (`./_partial.mdx`). Failures return null: the export then leaves the
 * component out rather than failing the build.
 */
import fs from 'fs';
import path from 'path';
import type {ApiOptionTable} from '../../data/apiOptions/types';

function resolveSpecifier(specifier: string, sourceFile: string, siteDir: string): string | null {
  if (specifier.startsWith('@site/')) {
    return path.join(siteDir, specifier.slice('@site/'.length));
  }
  if (specifier.startsWith('.')) {
    return path.resolve(path.dirname(sourceFile), specifier);
  }
  return null;
}

export function importResolver(sourceFile: string, siteDir: string) {
  return {
    table(specifier: string): ApiOptionTable | null {
      const file = resolveSpecifier(specifier, sourceFile, siteDir);
      try {
        // The site config is loaded through a TypeScript require hook, so data modules load as is.
        // eslint-disable-next-line global-require, import/no-dynamic-require, @typescript-eslint/no-var-requires
        const loaded = file ? require(file) : null;
        const table = loaded?.default ?? loaded;
        return table && Array.isArray(table.options) ? (table as ApiOptionTable) : null;
      } catch {
        return null;
      }
    },
    partial(specifier: string): string | null {
      const file = resolveSpecifier(specifier, sourceFile, siteDir);
      try {
        return file ? fs.readFileSync(file, 'utf8') : null;
      } catch {
        return null;
      }
    },
  };
}
