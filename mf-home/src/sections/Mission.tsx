import { Check } from 'lucide-react';
import { homeContent } from 'shared-content';
import styles from './Mission.module.css';

export default function Mission() {
  const { mission } = homeContent;
  return (
    <section className={styles.mission} aria-labelledby="home-mission-heading">
      <div className={`container ${styles.inner}`}>
        <div className={styles.statement}>
          <h2 id="home-mission-heading">{mission.heading}</h2>
          {mission.text.map((paragraph, index) => (
            <p key={paragraph} className={index === 0 ? styles.lead : undefined}>
              {paragraph}
            </p>
          ))}
        </div>
        <div className={styles.audience}>
          <h3>{mission.audienceHeading}</h3>
          <ul className={styles.list}>
            {mission.audience.map((person) => (
              <li key={person}>
                <Check aria-hidden="true" size={20} className={styles.check} />
                {person}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
