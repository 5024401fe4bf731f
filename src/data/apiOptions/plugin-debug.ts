import type {ApiOptionTable} from './types';

const options: ApiOptionTable = {
  packageName: '@docusaurus/plugin-debug',
  options: [
    {
      name: 'id',
      type: 'string',
      default: 'default',
      description:
        'Instance name that Docusaurus gives every plugin. The debug plugin has no settings of its own, so this is the only key it accepts.',
    },
  ],
};

export default options;
