/**
 * Tags a showcase site can carry. Keys, labels and colours are shared with
 * the original showcase so links such as `?tags=i18n` keep their meaning;
 * the descriptions are ours.
 */
export type TagKey =
  | 'favorite'
  | 'opensource'
  | 'product'
  | 'design'
  | 'i18n'
  | 'versioning'
  | 'large'
  | 'meta'
  | 'personal'
  | 'rtl';

export interface Tag {
  label: string;
  description: string;
  /** Swatch colour; never used as a text background, so contrast stays with the theme. */
  color: string;
}

export const showcaseTags: Record<TagKey, Tag> = {
  favorite: {
    label: 'Favorite',
    description: 'Picked by the maintainers as sites well worth studying. Not self-assigned.',
    color: '#e9669e',
  },
  opensource: {
    label: 'Open-Source',
    description: 'The source of the website itself is public, so you can see how each feature was built.',
    color: '#39ca30',
  },
  product: {
    label: 'Product',
    description: 'Sites that document or sell a commercial product or service.',
    color: '#dfd545',
  },
  design: {
    label: 'Design',
    description: 'Sites with their own look: custom CSS, swizzled components, a design that departs from the starter theme.',
    color: '#a44fb7',
  },
  i18n: {
    label: 'I18n',
    description: 'Sites published in two or more languages with the built-in internationalization support.',
    color: '#127f82',
  },
  versioning: {
    label: 'Versioning',
    description: 'Docs kept for several releases side by side with the docs plugin versioning.',
    color: '#fe6829',
  },
  large: {
    label: 'Large',
    description: 'Big sites with more than 200 pages, not counting older doc versions.',
    color: '#8c2f00',
  },
  meta: {
    label: 'Meta',
    description: 'Projects of Meta, the company formerly called Facebook, where Docusaurus started.',
    color: '#4267b2',
  },
  personal: {
    label: 'Personal',
    description: 'Blogs, portfolios, notes and digital gardens kept by one person.',
    color: '#14cfc3',
  },
  rtl: {
    label: 'RTL Direction',
    description: 'Sites written in a right-to-left script, such as Persian, using the RTL layout support.',
    color: '#ffcfc3',
  },
};

/** Tag keys in display order. */
export const tagKeys = Object.keys(showcaseTags) as TagKey[];

export function isTagKey(value: string): value is TagKey {
  return Object.prototype.hasOwnProperty.call(showcaseTags, value);
}
