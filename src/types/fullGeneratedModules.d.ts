// The generated modules as built, untouched by the client bundle's lean loaders
// (src/plugins/bundle-performance): what the debug plugin's pages show.
declare module '@generated/registry?full' {
  import type {Registry} from '@docusaurus/types';

  const registry: Registry;
  export default registry;
}

declare module '@generated/docusaurus.config?full' {
  import type {DocusaurusConfig} from '@docusaurus/types';

  const siteConfig: DocusaurusConfig;
  export default siteConfig;
}
