/** What the plugin tells the pages (through `usePluginData('local-search')`). */
export interface LocalSearchGlobalData {
  /** True when hosted Algolia answers searches; false when the local index does. */
  hosted: boolean;
}
