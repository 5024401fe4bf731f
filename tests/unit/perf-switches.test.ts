/**
 * PERF_OFF switches the performance layer's mechanisms off by name
 * (src/plugins/bundle-performance/mechanisms.ts), and the layer refuses a
 * framework version it was not written for (frameworkVersion.ts).
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {isOn, mechanisms, switchedOff, themeComponentsOf} from '../../src/plugins/bundle-performance/mechanisms';
import {checkFrameworkVersion, installedFrameworkVersion, writtenFor} from '../../src/plugins/bundle-performance/frameworkVersion';

describe('PERF_OFF', () => {
  it('switches off the named mechanisms and no other', () => {
    const env = {PERF_OFF: 'compileHint, lazyProgressBar'};
    assert.equal(isOn('compileHint', env), false);
    assert.equal(isOn('lazyProgressBar', env), false);
    const stillOn = Object.keys(mechanisms).filter((name) => isOn(name as keyof typeof mechanisms, env));
    assert.equal(stillOn.length, Object.keys(mechanisms).length - 2);
  });

  it('unset or empty, leaves everything on', () => {
    assert.equal(switchedOff(undefined).size, 0);
    assert.equal(switchedOff('').size, 0);
  });

  it('rejects an unknown name, listing the known ones', () => {
    assert.throws(() => switchedOff('compileHint,compilehint'), /unknown mechanism\(s\) compilehint; known: swcMinifier, /);
  });

  it('refuses to switch off a mechanism another one that stays on needs', () => {
    assert.throws(() => switchedOff('routeChunkIds'), /pageChunkScripts needs routeChunkIds/);
    assert.equal(switchedOff('routeChunkIds,pageChunkScripts').size, 2);
    assert.throws(() => switchedOff('keptCodeBlocks'), /lazyPrism needs keptCodeBlocks/);
  });

  it('names, for each theme-level mechanism, components that src/theme really overrides', () => {
    for (const [name, components] of Object.entries(themeComponentsOf)) {
      assert.ok(name in mechanisms, name);
      for (const component of components) {
        const file = path.join('src/theme', component);
        const overridden = fs.existsSync(file) || fs.existsSync(`${file}.tsx`);
        assert.ok(overridden, `${name}: src/theme/${component} is not overridden`);
      }
    }
  });
});

describe('the framework version check', () => {
  it('passes for the installed framework, which is the version the layer was written for', () => {
    assert.equal(installedFrameworkVersion(), writtenFor);
    assert.doesNotThrow(() => checkFrameworkVersion(installedFrameworkVersion(), {}));
  });

  it('fails on another version with a pointer to the upgrade checklist', () => {
    assert.throws(() => checkFrameworkVersion('2.4.3', {}), /written for @docusaurus\/core 2\.1\.0, but 2\.4\.3 is installed.*README\.md#upgrade-checklist/);
  });

  it('lets a rehearsal of exactly that version through', () => {
    assert.doesNotThrow(() => checkFrameworkVersion('2.4.3', {PERF_UPGRADE_REHEARSAL: '2.4.3'}));
    assert.throws(() => checkFrameworkVersion('2.4.3', {PERF_UPGRADE_REHEARSAL: '2.2.0'}));
  });
});
