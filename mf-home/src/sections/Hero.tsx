import { ArrowRight, Phone } from 'lucide-react';
import { business, homeContent } from 'shared-content';
import { Icon } from '../icons';
import styles from './Hero.module.css';

export default function Hero() {
  const { hero } = homeContent;
  return (
    <section className={styles.hero} aria-labelledby="home-hero-heading">
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 id="home-hero-heading" className={styles.heading}>
            {hero.heading}
          </h1>
          <p className={styles.lead}>{hero.lead}</p>
          <div className={styles.actions}>
            <a className="button" href={business.phone.href}>
              <Phone aria-hidden="true" size={20} />
              {hero.bookNow}
            </a>
            <a className="button button--secondary" href={hero.learnMoreHref}>
              {hero.learnMore}
              <span className="visually-hidden"> {hero.learnMoreTopic}</span>
              <ArrowRight aria-hidden="true" size={20} />
            </a>
          </div>
          <p className={styles.note}>{hero.note}</p>
        </div>
        <ul className={styles.tiles} aria-label={hero.tilesLabel}>
          {hero.tiles.map((tile) => (
            <li key={tile.label} className={styles.tile}>
              <span className={styles.tileIcon}>
                <Icon name={tile.icon} />
              </span>
              <span className={styles.tileLabel}>{tile.label}</span>
              <span className={styles.tileValue}>{tile.value}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
