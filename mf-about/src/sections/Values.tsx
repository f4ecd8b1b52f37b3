import { Award, HeartHandshake, ShieldCheck, Timer, type LucideIcon } from 'lucide-react';
import { aboutContent } from 'shared-content';
import styles from './Values.module.css';

type ValueId = (typeof aboutContent.values.list)[number]['id'];

const icons: Record<ValueId, LucideIcon> = {
  compassion: HeartHandshake,
  safety: ShieldCheck,
  excellence: Award,
  reliability: Timer,
};

export default function Values() {
  const { values } = aboutContent;
  return (
    <section className={styles.values} aria-labelledby="about-values-heading">
      <div className="container">
        <div className={styles.header}>
          <h2 id="about-values-heading">{values.heading}</h2>
          <p className={styles.intro}>{values.intro}</p>
        </div>
        <ul className={styles.list}>
          {values.list.map((value) => {
            const Icon = icons[value.id];
            return (
              <li key={value.id} className={styles.card}>
                <span className={styles.iconWrap}>
                  <Icon aria-hidden="true" size={28} />
                </span>
                <h3 className={styles.title}>{value.title}</h3>
                <p className={styles.description}>{value.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
