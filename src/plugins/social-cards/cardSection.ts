/** The line above the title on a page's social card. */
import type {ContentPage} from '../shared/contentPages';

export function cardSection(page: ContentPage): string {
  switch (page.kind) {
    case 'docs':
      return `Docs · version ${page.versionLabel ?? ''}`.trim();
    case 'community':
      return 'Community';
    case 'blog':
      return 'Blog';
    default:
      return 'Changelog';
  }
}
