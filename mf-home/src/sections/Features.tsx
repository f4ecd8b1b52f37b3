import { homeContent } from 'shared-content';
import { Icon } from '../icons';
import styles from './Features.module.css';

export default function Features() {
  const { features } = homeContent;
  return (
    <section className={styles.features} aria-labelledby="home-features-heading">
      <div className="container">
        <h2 id="home-features-heading">{features.heading}</h2>
        <p className={styles.intro}>{features.intro}</p>
        <ul className={styles.grid}>
          {features.groups.map((group) => (
            <li key={group.title} className={styles.card}>
              <div className={styles.cardHead}>
                <span className={styles.icon}>
                  <Icon name={group.icon} />
                </span>
                <h3 className={styles.title}>{group.title}</h3>
              </div>
              <ul className={styles.items}>
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
