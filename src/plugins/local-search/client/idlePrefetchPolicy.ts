/**
 * Whether search may download its code and index while the reader is idle.
 * Mirrors the framework's rule for prefetching route code: a reader who asked
 * to save data, or is on a 2G connection, only downloads what they use.
 */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

export function mayPrefetchAtIdle(connection: ConnectionHints | undefined, online: boolean): boolean {
  if (!online) {
    return false;
  }
  if (!connection) {
    return true;
  }
  // effectiveType is '2g' or 'slow-2g' on the slowest links.
  return !connection.saveData && !(connection.effectiveType ?? '').includes('2g');
}
