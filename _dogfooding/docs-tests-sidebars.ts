/**
 * Sidebars of the test docs (/tests/docs): `sidebar` holds most fixtures,
 * `anotherSidebar` proves a doc can belong to a second sidebar. Docs listed in
 * neither render without a sidebar. See sidebars.ts for why `export =`.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  sidebar: [
    {type: 'doc', id: 'index', label: 'Index', className: 'red'},
    'test-draft',
  ],
  anotherSidebar: ['dummy'],
};

export = sidebars;
