import { howItWorksContent } from 'shared-content';
import styles from './Hero.module.css';

export default function Hero() {
  const { hero } = howItWorksContent;
  return (
    <section className={styles.hero} aria-labelledby="howitworks-hero-heading">
      <div className="container">
        <h1 id="howitworks-hero-heading">{hero.heading}</h1>
        <p className={styles.lead}>{hero.lead}</p>
      </div>
    </section>
  );
}
