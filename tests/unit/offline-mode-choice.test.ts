/** The service worker registration's decisions: sticky offline mode, a worker script that is gone. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {offlineModeChoice, offlineModeOfWorker, workerScriptIsGone} from '../../src/pwa/offlineModeChoice';

const workerUrl = (params: unknown) =>
  `http://127.0.0.1/sw.js?params=${encodeURIComponent(JSON.stringify(params))}`;

test('an active strategy turns offline mode on, whatever the existing worker', () => {
  assert.equal(offlineModeChoice({strategyActive: true, queryValue: null, existingWorkerOffline: false}), true);
  assert.equal(offlineModeChoice({strategyActive: true, queryValue: 'true', existingWorkerOffline: undefined}), true);
});

test('offline mode stays on for a page loaded without the query once a worker has it', () => {
  assert.equal(offlineModeChoice({strategyActive: false, queryValue: null, existingWorkerOffline: true}), true);
  assert.equal(offlineModeChoice({strategyActive: false, queryValue: null, existingWorkerOffline: false}), false);
  assert.equal(offlineModeChoice({strategyActive: false, queryValue: null, existingWorkerOffline: undefined}), false);
});

test('?offlineMode=false turns a sticky offline mode off', () => {
  assert.equal(offlineModeChoice({strategyActive: false, queryValue: 'false', existingWorkerOffline: true}), false);
});

test('the offline mode of a worker is read from its script URL; anything malformed counts as off', () => {
  assert.equal(offlineModeOfWorker(workerUrl({offlineMode: true, debug: false})), true);
  assert.equal(offlineModeOfWorker(workerUrl({offlineMode: false, debug: false})), false);
  assert.equal(offlineModeOfWorker(undefined), undefined);
  assert.equal(offlineModeOfWorker('http://127.0.0.1/sw.js'), false);
  assert.equal(offlineModeOfWorker('http://127.0.0.1/sw.js?params=%7Bnot-json'), false);
  assert.equal(offlineModeOfWorker(workerUrl('offlineMode')), false);
  assert.equal(offlineModeOfWorker('not a url'), false);
});

test('only 404 and 410 retire the worker; server errors may be temporary', () => {
  assert.equal(workerScriptIsGone(404), true);
  assert.equal(workerScriptIsGone(410), true);
  for (const status of [200, 304, 500, 502, 503]) assert.equal(workerScriptIsGone(status), false);
});
