/**
 * webpack loader for the client bundle, run after the JS loader has compiled
 * a module: see stripTranslationDescriptions.ts.
 */
import {stripTranslationDescriptions} from './stripTranslationDescriptions';

export default function stripTranslationDescriptionsLoader(source: string): string {
  return stripTranslationDescriptions(source);
}
