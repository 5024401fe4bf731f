/**
 * Two query words that the docs write as one ("nav bar" for "navbar", "front
 * matter" is the other way round and needs nothing): each of the two also
 * counts as the joined word wherever the index holds it. Both stay, since a
 * joined word can be a narrower thing ("code block" is not only `CodeBlock`).
 */
import {holdsForm, type LoadedShard} from './engine';
import type {QueryWord} from './queryWords';

export function withCompounds(words: QueryWord[], shards: LoadedShard[]): QueryWord[] {
  const joinedAt = words.slice(0, -1).map((word, index) => {
    const joined = word.term + words[index + 1]!.term;
    return shards.some((shard) => holdsForm(shard.dictionary, joined, false)) ? joined : undefined;
  });
  if (joinedAt.every((joined) => joined === undefined)) {
    return words;
  }
  return words.map((word, index) => {
    const joined = [joinedAt[index - 1], joinedAt[index]].filter((term): term is string => term !== undefined);
    return joined.length === 0 ? word : {...word, alternatives: [...word.alternatives, ...joined]};
  });
}
