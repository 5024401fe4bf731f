/**
 * Finds the copy the build made of a file a page references relatively
 * (`./assets/diagram.png` → `/assets/images/diagram-1a2b3c.png`). Webpack
 * names those copies `[name]-[hash].[ext]`; a name that matches more than one
 * copy is ambiguous and left unresolved.
 */
import fs from 'fs';
import path from 'path';

export function buildAssetIndex(outDir: string, baseUrl: string): (absolutePath: string) => string | undefined {
  const byName = new Map<string, string[]>();
  for (const folder of ['assets/images', 'assets/files']) {
    const directory = path.join(outDir, folder);
    if (!fs.existsSync(directory)) {
      continue;
    }
    for (const file of fs.readdirSync(directory)) {
      const match = /^(.*)-[0-9a-f]{6,}(\.[^.]+)$/.exec(file);
      if (match) {
        const key = `${match[1]}${match[2]}`;
        byName.set(key, [...(byName.get(key) ?? []), `${baseUrl}${folder}/${file}`]);
      }
    }
  }
  return (absolutePath) => {
    const copies = byName.get(path.basename(absolutePath));
    return copies?.length === 1 ? copies[0] : undefined;
  };
}
