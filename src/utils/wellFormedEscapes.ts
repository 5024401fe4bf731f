/**
 * A URL part (path or hash) with every malformed percent-escape made literal
 * (`%` → `%25`), so that `decodeURI` and `decodeURIComponent` can read it.
 * Well-formed input comes back unchanged. A run of escapes that is not valid
 * UTF-8 (`%C3%28`, `%FF`) or a `%` without two hex digits counts as malformed.
 */
export function wellFormedEscapes(part: string): string {
  return part.replace(/(?:%[0-9A-Fa-f]{2})+|%/g, (run) => {
    try {
      decodeURIComponent(run);
      return run;
    } catch {
      return run.replace(/%/g, '%25');
    }
  });
}
