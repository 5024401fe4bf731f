/**
 * /showcase/ (and its sub-paths): websites built with Docusaurus, filterable
 * by tags and name. The filters live in the URL query, so a filtered view can
 * be bookmarked or shared.
 */
import React, {useMemo} from 'react';
import Layout from '@theme/Layout';
import {showcaseSites} from '@site/src/data/showcase';

import {filterSites} from '@site/src/components/Showcase/filterSites';
import {NO_FILTERS} from '@site/src/components/Showcase/filterQuery';
import {useShowcaseFilters} from '@site/src/components/Showcase/useShowcaseFilters';
import ShowcaseFilterPanel from '@site/src/components/Showcase/ShowcaseFilterPanel';
import ShowcaseResults from '@site/src/components/Showcase/ShowcaseResults';
import ShowcaseAddYourSite from '@site/src/components/Showcase/ShowcaseAddYourSite';

const TITLE = 'Showcase';
const DESCRIPTION = 'Websites built with Docusaurus, from personal blogs to large product documentation.';

export default function ShowcasePage(): JSX.Element {
  const {filters, setFilters} = useShowcaseFilters();
  const sites = useMemo(() => filterSites(showcaseSites, filters), [filters]);

  return (
    <Layout title={TITLE} description={DESCRIPTION}>
      <main className="container margin-vert--lg">
        <header className="margin-bottom--lg">
          <h1>Showcase</h1>
          <p>
            {showcaseSites.length} sites built with Docusaurus, from one-person blogs to large product manuals. Browse
            them for ideas on structure, navigation and styling; many publish their source, so you can see how a
            feature was built. Favorites come first, then A to Z. The pictures are generated cards with each
            site&apos;s name, domain and tags, not screenshots.
          </p>
        </header>
        <ShowcaseFilterPanel filters={filters} onChange={setFilters} />
        <ShowcaseResults sites={sites} onClearFilters={() => setFilters(NO_FILTERS)} />
        <ShowcaseAddYourSite />
      </main>
    </Layout>
  );
}
