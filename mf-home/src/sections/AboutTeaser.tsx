import { ArrowRight, CircleCheck } from 'lucide-react';
import { homeContent } from 'shared-content';
import fleetVan from '../assets/fleet-van.svg';
import styles from './AboutTeaser.module.css';

export default function AboutTeaser() {
  const { aboutTeaser } = homeContent;
  return (
    <section className={styles.about} aria-labelledby="home-about-heading">
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <h2 id="home-about-heading">{aboutTeaser.heading}</h2>
          <p>{aboutTeaser.text}</p>
          <ul className={styles.checklist}>
            {aboutTeaser.checklist.map((item) => (
              <li key={item}>
                <CircleCheck aria-hidden="true" size={22} className={styles.check} />
                {item}
              </li>
            ))}
          </ul>
          <ul className={styles.stats}>
            {aboutTeaser.stats.map((stat) => (
              <li key={stat.label} className={styles.stat}>
                <span className={styles.statValue}>{stat.value}</span>
                <span className={styles.statLabel}>{stat.label}</span>
              </li>
            ))}
          </ul>
          <a className="button" href={aboutTeaser.learnMoreHref}>
            {aboutTeaser.learnMore}
            <span className="visually-hidden"> {aboutTeaser.learnMoreTopic}</span>
            <ArrowRight aria-hidden="true" size={20} />
          </a>
        </div>
        <img
          className={styles.image}
          src={fleetVan}
          alt={aboutTeaser.image.alt}
          width={aboutTeaser.image.width}
          height={aboutTeaser.image.height}
          loading="lazy"
          decoding="async"
        />
      </div>
    </section>
  );
}
