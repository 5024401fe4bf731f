/**
 * Shape of one row in an API option table. Each plugin or theme reference page
 * renders its options from a typed data file in this folder, so the tables and
 * the unit test that compares them with the installed packages share one source.
 */
export interface ApiOption {
  /** Option key exactly as the plugin's validation schema spells it. */
  name: string;
  /** TypeScript-like type shown to readers, e.g. `string | false`. */
  type: string;
  /**
   * The default value as the framework applies it, or `undefined` when the
   * option has no default. Kept as a real value (not a string) so the unit test
   * can compare it with the package's own defaults.
   */
  default?: unknown;
  /** Free text used instead of `default` when the default is computed (e.g. "the site title"). */
  defaultDescription?: string;
  /** One or two sentences, Markdown-free plain text. */
  description: string;
}

export interface ApiOptionTable {
  /** npm package the options belong to, e.g. `@docusaurus/plugin-content-docs`. */
  packageName: string;
  /**
   * Put before each option name to make its row id, for tables that share a
   * page with others: `navbar-link.className` and `navbar-doc.className` stay
   * two targets. Tables alone on their page leave it out (`#className`).
   */
  anchorPrefix?: string;
  options: ApiOption[];
}
