import type {ApiOptionTable} from './types';

const options: ApiOptionTable = {
  packageName: '@docusaurus/plugin-google-analytics',
  options: [
    {
      name: 'id',
      type: 'string',
      default: 'default',
      description: 'Names this plugin instance; you rarely need to set it.',
    },
    {
      name: 'trackingID',
      type: 'string',
      defaultDescription: 'required',
      description:
        'Universal Analytics property ID, in the form `UA-12345678-1`. The plugin cannot start without it.',
    },
    {
      name: 'anonymizeIP',
      type: 'boolean',
      default: false,
      description:
        'Asks Google Analytics to drop the last part of each visitor IP address before storing it.',
    },
  ],
};

export default options;
