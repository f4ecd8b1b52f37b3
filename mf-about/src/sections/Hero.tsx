import { CircleCheck } from 'lucide-react';
import { aboutContent } from 'shared-content';
import styles from './Hero.module.css';

export default function Hero() {
  const { hero } = aboutContent;
  return (
    <section className={styles.hero} aria-labelledby="about-hero-heading">
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 id="about-hero-heading">{hero.heading}</h1>
          <p className={styles.lead}>{hero.lead}</p>
        </div>
        <ul className={styles.highlights} aria-label={hero.highlightsLabel}>
          {hero.highlights.map((highlight) => (
            <li key={highlight} className={styles.highlight}>
              <CircleCheck aria-hidden="true" className={styles.icon} size={24} />
              <span>{highlight}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
