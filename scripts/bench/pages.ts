/** The pages `npm run bench` measures, each paired with the stock site's page of the same kind, if any. */
export interface BenchPage {
  kind: string;
  ours: string;
  stock?: string;
}

export const benchPages: BenchPage[] = [
  {kind: 'home', ours: '/', stock: '/'},
  {kind: 'docs page', ours: '/docs/installation', stock: '/docs/intro'},
  {kind: 'blog post', ours: '/blog/2022/01/24/docusaurus-2021-recap', stock: '/blog/welcome'},
  {kind: 'changelog', ours: '/changelog/'},
  {kind: 'search', ours: '/search/'},
  {kind: 'showcase', ours: '/showcase/'},
];
