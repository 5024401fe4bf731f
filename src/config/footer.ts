/** Footer of every page: link columns, logo and copyright. */
import type * as Preset from '@docusaurus/preset-classic';

type Footer = NonNullable<Preset.ThemeConfig['footer']>;

export const siteFooter: Footer = {
  style: 'dark',
  links: [
    {
      title: 'Learn',
      items: [
        {label: 'Introduction', to: '/docs'},
        {label: 'Installation', to: '/docs/installation'},
        {label: 'Migration from v1 to v2', to: '/docs/migration'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/docusaurus'},
        {label: 'Feature Requests', to: '/feature-requests'},
        {label: 'Discord', href: 'https://discord.gg/docusaurus'},
        {label: 'Help', to: '/community/support'},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', to: '/blog'},
        {label: 'Changelog', to: '/changelog'},
        {label: 'GitHub', href: 'https://github.com/facebook/docusaurus'},
        {label: 'Twitter', href: 'https://twitter.com/docusaurus'},
      ],
    },
    {
      title: 'Legal',
      items: [
        {label: 'Privacy', href: 'https://opensource.fb.com/legal/privacy/'},
        {label: 'Terms', href: 'https://opensource.fb.com/legal/terms/'},
        {label: 'Data Policy', href: 'https://opensource.fb.com/legal/data-policy/'},
        {label: 'Cookie Policy', href: 'https://opensource.fb.com/legal/cookie-policy/'},
      ],
    },
  ],
  logo: {
    alt: 'Meta Open Source',
    src: '/img/meta-open-source-logo.svg',
    href: 'https://opensource.fb.com',
    width: 160,
    height: 51,
  },
  copyright: `Copyright © ${new Date().getFullYear()} Meta Platforms, Inc. Built with Docusaurus.`,
};
