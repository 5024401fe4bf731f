import React from 'react';
import Link from '@docusaurus/Link';
import {initialsOf} from './initials';
import {teamMembers, type TeamGroup, type TeamMember} from './members';
import styles from './styles.module.css';

function ProfileCard({member}: {member: TeamMember}): JSX.Element {
  const profileUrl = `https://github.com/${member.github}`;
  return (
    <div className="col col--6 margin-bottom--lg">
      <article className={`card ${styles.card}`}>
        <div className="card__header">
          <div className="avatar">
            {/* Decorative: the name right next to it says the same thing. */}
            <span className={styles.initials} aria-hidden="true">
              {initialsOf(member.name)}
            </span>
            <div className="avatar__intro">
              <h3 className="avatar__name">{member.name}</h3>
              <small className="avatar__subtitle">@{member.github}</small>
            </div>
          </div>
        </div>
        <div className="card__body">
          <p className="margin-bottom--none">{member.role}</p>
        </div>
        <div className="card__footer">
          <Link
            className="button button--secondary button--sm"
            href={profileUrl}
            aria-label={`${member.name} on GitHub`}>
            GitHub profile
          </Link>
        </div>
      </article>
    </div>
  );
}

/** One group of the team page ("active", "alumni") as a two-column grid of cards. */
export default function TeamProfileCards({group}: {group: TeamGroup}): JSX.Element {
  return (
    <div className="row">
      {teamMembers[group].map((member) => (
        <ProfileCard key={member.github} member={member} />
      ))}
    </div>
  );
}
