/** Webpack loader of `.docusaurus/globalData.json`: see globalDataInPluginOrder.ts. */
import {globalDataInPluginOrder} from './globalDataInPluginOrder';

export default function globalDataLoader(source: string): string {
  return globalDataInPluginOrder(source);
}
