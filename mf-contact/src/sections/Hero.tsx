import { contactContent } from 'shared-content';
import styles from './Hero.module.css';

export default function Hero() {
  const { hero } = contactContent;
  return (
    <section className={styles.hero}>
      <div className="container">
        <h1 id="contact-hero-heading">{hero.heading}</h1>
        <p className={styles.lead}>{hero.lead}</p>
      </div>
    </section>
  );
}
