import { aboutContent } from 'shared-content';
import styles from './Hero.module.css';

export default function Hero() {
  const { hero } = aboutContent;
  return (
    <section className={styles.hero} aria-labelledby="about-hero-heading">
      <div className="container">
        <h1 id="about-hero-heading">{hero.heading}</h1>
        <p className={styles.lead}>{hero.lead}</p>
      </div>
    </section>
  );
}
