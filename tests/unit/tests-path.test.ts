import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isTestsPath} from '../../src/utils/testsPath';

test('the tests root itself, with or without its trailing slash, is a tests path', () => {
  assert.equal(isTestsPath('/tests/', '/tests/'), true);
  assert.equal(isTestsPath('/tests', '/tests/'), true);
});

test('pages under the tests root are tests paths', () => {
  assert.equal(isTestsPath('/tests/docs/standalone', '/tests/'), true);
  assert.equal(isTestsPath('/base/tests/blog', '/base/tests/'), true);
});

test('other paths, including look-alikes, are not', () => {
  assert.equal(isTestsPath('/', '/tests/'), false);
  assert.equal(isTestsPath('/docs/tests', '/tests/'), false);
  assert.equal(isTestsPath('/testsuite', '/tests/'), false);
  assert.equal(isTestsPath('/tests/', '/base/tests/'), false);
});
