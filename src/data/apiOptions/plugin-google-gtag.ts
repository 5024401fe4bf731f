import type {ApiOptionTable} from './types';

const options: ApiOptionTable = {
  packageName: '@docusaurus/plugin-google-gtag',
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
        'Measurement ID the global site tag reports to, such as `G-XXXXXXXXXX` for Google Analytics 4 or `UA-12345678-1` for an older property. The plugin cannot start without it.',
    },
    {
      name: 'anonymizeIP',
      type: 'boolean',
      default: false,
      description:
        'Sends `anonymize_ip` with the tag configuration, so the last part of each visitor IP address is dropped before storage.',
    },
  ],
};

export default options;
