import { homeContent } from 'shared-content';
import { Icon } from '../icons';
import styles from './WhyChooseUs.module.css';

export default function WhyChooseUs() {
  const { whyChooseUs } = homeContent;
  return (
    <section className={styles.why} aria-labelledby="home-why-heading">
      <div className="container">
        <h2 id="home-why-heading">{whyChooseUs.heading}</h2>
        <p className={styles.intro}>{whyChooseUs.intro}</p>
        <ul className={styles.grid}>
          {whyChooseUs.cards.map((card) => (
            <li key={card.title} className={styles.card}>
              <div className={styles.cardTop}>
                <span className={styles.icon}>
                  <Icon name={card.icon} />
                </span>
                <span className={styles.badge}>{card.badge}</span>
              </div>
              <h3 className={styles.title}>{card.title}</h3>
              <p className={styles.description}>{card.description}</p>
            </li>
          ))}
        </ul>

        <ul className={styles.stats} aria-label={whyChooseUs.statsLabel}>
          {whyChooseUs.stats.map((stat) => (
            <li key={stat.label} className={styles.stat}>
              <span className={styles.statValue}>{stat.value}</span>
              <span className={styles.statLabel}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
