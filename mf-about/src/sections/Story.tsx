import { aboutContent } from 'shared-content';
import styles from './Story.module.css';

export default function Story() {
  const { story } = aboutContent;
  return (
    <section className={styles.story} aria-labelledby="about-story-heading">
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <h2 id="about-story-heading">{story.heading}</h2>
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ul className={styles.stats} aria-label={story.statsLabel}>
          {story.stats.map((stat) => (
            <li key={stat.label} className={styles.stat}>
              <span className={styles.value}>{stat.value}</span>
              <span className={styles.label}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
