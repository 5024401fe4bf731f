/**
 * The router decodes the path of every location, and Docusaurus core decodes
 * the hash after each client-side navigation to scroll to its target. A
 * malformed percent-escape in either (`/docs/%FF`, `#%C3%28`, from a crafted
 * link or the address bar) makes that throw: the page never hydrates, or the
 * reader gets "This page crashed." This module rewrites such a location in
 * place (no new history entry) before the router reads it: once when client
 * modules load, before the app renders, and on every hash change, from a
 * listener added before the router's own.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {wellFormedEscapes} from '../utils/wellFormedEscapes';

function repairLocation(): void {
  const {pathname, search, hash} = window.location;
  const repaired = `${wellFormedEscapes(pathname)}${search}${wellFormedEscapes(hash)}`;
  if (repaired !== `${pathname}${search}${hash}`) window.history.replaceState(window.history.state, '', repaired);
}

if (ExecutionEnvironment.canUseDOM) {
  repairLocation();
  window.addEventListener('popstate', repairLocation);
  window.addEventListener('hashchange', repairLocation);
}
