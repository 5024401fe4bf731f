// The generated registry as built, untouched by the client bundle's lean loader
// (src/plugins/bundle-performance): what the debug plugin's registry page shows.
declare module '@generated/registry?full' {
  import type {Registry} from '@docusaurus/types';

  const registry: Registry;
  export default registry;
}
