import { CalendarDays, Clock, Info, Zap, type LucideIcon } from 'lucide-react';
import { howItWorksContent } from 'shared-content';
import styles from './BookingOptions.module.css';

type OptionId = (typeof howItWorksContent.options.list)[number]['id'];

const icons: Record<OptionId, LucideIcon> = {
  emergency: Zap,
  sameDay: Clock,
  advance: CalendarDays,
};

export default function BookingOptions() {
  const { options } = howItWorksContent;
  return (
    <section className={styles.options} aria-labelledby="howitworks-options-heading">
      <div className="container">
        <div className={styles.header}>
          <h2 id="howitworks-options-heading">{options.heading}</h2>
          <p className={styles.intro}>{options.intro}</p>
        </div>
        <ul className={styles.list}>
          {options.list.map((option) => {
            const Icon = icons[option.id];
            return (
              <li key={option.id} className={`${styles.card} ${styles[option.id]}`}>
                <div className={styles.top}>
                  <span className={styles.iconWrap}>
                    <Icon aria-hidden="true" size={28} />
                  </span>
                  <span className={styles.badge}>{option.badge}</span>
                </div>
                <h3 className={styles.title}>{option.title}</h3>
                <p className={styles.description}>{option.description}</p>
                <p className={styles.timing}>
                  <span className={styles.timingLabel}>{option.responseTimeLabel}</span>
                  <span className={styles.timingValue}>{option.responseTime}</span>
                </p>
              </li>
            );
          })}
        </ul>
        <div className={styles.notes}>
          <h3 id="howitworks-notes-heading" className={styles.notesHeading}>
            <Info aria-hidden="true" size={24} className={styles.notesIcon} />
            {options.notesHeading}
          </h3>
          <ul className={styles.notesList}>
            {options.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
