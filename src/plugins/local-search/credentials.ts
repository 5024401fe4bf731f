/**
 * The hosted Algolia index is used only when all three variables are set at
 * build time; otherwise the site searches its own local index.
 */
export interface AlgoliaCredentials {
  appId: string;
  apiKey: string;
  indexName: string;
}

export function hostedSearchCredentials(env: NodeJS.ProcessEnv): AlgoliaCredentials | null {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_API_KEY?.trim();
  const indexName = env.ALGOLIA_INDEX_NAME?.trim();
  return appId && apiKey && indexName ? {appId, apiKey, indexName} : null;
}
