/**
 * After every client-side location change, Docusaurus core scrolls to the
 * element named by the hash, decoding it with `decodeURIComponent`. A
 * malformed escape in the hash (`#%FF`, typed in the address bar or set by a
 * crafted link) makes that throw, and the reader gets "This page crashed."
 * instead of the page. This listener is added when client modules load,
 * before the router's own, and rewrites such a hash in place (no new history
 * entry) before the router reads the location.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {wellFormedHash} from '../utils/wellFormedHash';

function repairHash(): void {
  const {hash} = window.location;
  const repaired = wellFormedHash(hash);
  if (repaired !== hash) window.history.replaceState(window.history.state, '', repaired);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('popstate', repairHash);
  window.addEventListener('hashchange', repairHash);
}
