/** The part of nprogress (a dependency of the classic theme, untyped) that lazyProgressBar.ts uses. */
declare module 'nprogress' {
  const nprogress: {
    configure(options: {showSpinner?: boolean}): unknown;
    start(): unknown;
    done(): unknown;
  };
  export default nprogress;
}
