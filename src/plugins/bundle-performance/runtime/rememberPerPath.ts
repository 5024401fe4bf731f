/**
 * A computation from (data, path) remembered per data object (held weakly)
 * and path: for answers that depend on nothing else.
 */
type Computation<Data extends object, Result> = (data: Data, pathname: string) => Result;

export function rememberPerPath<Data extends object, Result>(compute: Computation<Data, Result>): Computation<Data, Result> {
  const answers = new WeakMap<Data, Map<string, Result>>();
  return (data, pathname) => {
    let byPath = answers.get(data);
    if (!byPath) answers.set(data, (byPath = new Map()));
    if (!byPath.has(pathname)) byPath.set(pathname, compute(data, pathname));
    return byPath.get(pathname)!;
  };
}
