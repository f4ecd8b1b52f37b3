import { CalendarCheck, Clock, MapPin, type LucideIcon } from 'lucide-react';
import { howItWorksContent } from 'shared-content';
import styles from './Hero.module.css';

type FactId = (typeof howItWorksContent.hero.facts)[number]['id'];

const factIcons: Record<FactId, LucideIcon> = {
  reservation: CalendarCheck,
  hours: Clock,
  coverage: MapPin,
};

export default function Hero() {
  const { hero } = howItWorksContent;
  return (
    <section className={styles.hero} aria-labelledby="howitworks-hero-heading">
      <div className="container">
        <p className={styles.eyebrow}>{hero.eyebrow}</p>
        <h1 id="howitworks-hero-heading">{hero.heading}</h1>
        <p className={styles.lead}>{hero.lead}</p>
        <ul className={styles.facts} aria-label={hero.factsLabel}>
          {hero.facts.map((fact) => {
            const Icon = factIcons[fact.id];
            return (
              <li key={fact.id} className={styles.fact}>
                <Icon aria-hidden="true" size={20} className={styles.icon} />
                <span>{fact.text}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
