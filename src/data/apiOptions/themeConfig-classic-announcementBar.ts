import type {ApiOptionTable} from './types';

/** `themeConfig.announcementBar` of @docusaurus/theme-classic. */
const table: ApiOptionTable = {
  packageName: '@docusaurus/theme-classic',
  anchorPrefix: 'announcementBar.',
  options: [
    {
      name: 'id',
      type: 'string',
      default: 'announcement-bar',
      description:
        'Identifies the current message. When a visitor has dismissed the bar, a new id makes it appear again for them.',
    },
    {
      name: 'content',
      type: 'string',
      defaultDescription: 'required',
      description: 'The text of the banner, inserted as HTML, so links and emphasis tags work.',
    },
    {name: 'backgroundColor', type: 'string', description: 'CSS color of the bar background.'},
    {name: 'textColor', type: 'string', description: 'CSS color of the banner text.'},
    {
      name: 'isCloseable',
      type: 'boolean',
      default: true,
      description: 'Shows a close button. The dismissal is stored in the browser local storage.',
    },
  ],
};

export default table;
