/**
 * People shown on the community "Team" page, grouped the way the project
 * grouped them in mid-2022. Descriptions are our own summaries of each
 * person's part in the project, not biographies.
 */

export type TeamGroup = 'active' | 'alumni';

export interface TeamMember {
  readonly name: string;
  /** GitHub login: the profile link is derived from it, no picture is fetched. */
  readonly github: string;
  readonly role: string;
}

export const teamMembers: Readonly<Record<TeamGroup, readonly TeamMember[]>> = {
  active: [
    {
      name: 'Alexey Pyltsyn',
      github: 'lex111',
      role:
        'Long-time maintainer with a sharp eye for the details of the classic theme: ' +
        'accessibility, layout glitches, mobile navigation. For years he handled a ' +
        'large share of issue triage and of the reviews of small fixes.',
    },
    {
      name: 'Joel Marcey',
      github: 'JoelMarcey',
      role:
        'Started Docusaurus at Facebook in 2017 to give the company’s open-source ' +
        'projects one shared way to publish docs. Today he advises the team and ' +
        'champions the project rather than writing most of its code.',
    },
    {
      name: 'Joshua (Sida) Chen',
      github: 'Josh-Cena',
      role:
        'Student from Shanghai who became one of the most prolific contributors in ' +
        '2021–2022: moving packages to TypeScript, tightening lint and test ' +
        'tooling, and rewriting large parts of these docs.',
    },
    {
      name: 'Sébastien Lorber',
      github: 'slorber',
      role:
        'Lead maintainer of Docusaurus 2, working on it for Meta as a freelance ' +
        'contractor. Designs most new features, reviews the bulk of pull requests ' +
        'and prepares the releases and their notes.',
    },
    {
      name: 'Yangshun Tay',
      github: 'yangshun',
      role:
        'Meta engineer who drove the Docusaurus 2 rewrite from its start and ' +
        'created Infima, the CSS framework behind the classic theme. Still ' +
        'weighs in on direction and design.',
    },
  ],
  alumni: [
    {
      name: 'Endilie Yacop Sucipto',
      github: 'endiliey',
      role:
        'Lead developer of the early Docusaurus 2 code base and for a long time its ' +
        'top contributor. Endi passed away in January 2020; the project still ' +
        'runs on many of his ideas.',
    },
    {
      name: 'Wei Gao',
      github: 'wgao19',
      role:
        'Maintainer in the Docusaurus 2 alpha years who wrote much of the ' +
        'documentation of that time and built a good number of sites with ' +
        'Docusaurus herself.',
    },
  ],
};
