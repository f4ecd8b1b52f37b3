import { homeContent } from 'shared-content';
import styles from './Hero.module.css';

export default function Hero() {
  const { hero } = homeContent;
  return (
    <section className={styles.hero} aria-labelledby="home-hero-heading">
      <div className="container">
        <h1 id="home-hero-heading">{hero.heading}</h1>
        <p className={styles.lead}>{hero.lead}</p>
      </div>
    </section>
  );
}
