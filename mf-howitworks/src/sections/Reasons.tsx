import { MapPin, ShieldCheck, Stethoscope, Users, type LucideIcon } from 'lucide-react';
import { howItWorksContent } from 'shared-content';
import styles from './Reasons.module.css';

type ReasonId = (typeof howItWorksContent.reasons.list)[number]['id'];

const icons: Record<ReasonId, LucideIcon> = {
  doctors: Stethoscope,
  caretakers: Users,
  tracking: MapPin,
  safety: ShieldCheck,
};

export default function Reasons() {
  const { reasons } = howItWorksContent;
  return (
    <section className={styles.reasons} aria-labelledby="howitworks-reasons-heading">
      <div className="container">
        <div className={styles.header}>
          <h2 id="howitworks-reasons-heading">{reasons.heading}</h2>
          <p className={styles.intro}>{reasons.intro}</p>
        </div>
        <ul className={styles.list}>
          {reasons.list.map((reason) => {
            const Icon = icons[reason.id];
            return (
              <li key={reason.id} className={styles.card}>
                <span className={styles.iconWrap}>
                  <Icon aria-hidden="true" size={28} />
                </span>
                <h3 className={styles.title}>{reason.title}</h3>
                <p className={styles.description}>{reason.description}</p>
                <p className={styles.badge}>{reason.badge}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
