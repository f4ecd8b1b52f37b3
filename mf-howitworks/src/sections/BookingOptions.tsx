import { CalendarDays, Clock, Info, Zap, type LucideIcon } from 'lucide-react';
import type { BookingOptionItem } from 'shared-content/text/howItWorks';
import { Card, CardGrid, Section } from 'shared-content/ui';
import { useText } from '../text';
import styles from './BookingOptions.module.css';

const icons: Record<BookingOptionItem['id'], LucideIcon> = {
  emergency: Zap,
  sameDay: Clock,
  advance: CalendarDays,
};

export default function BookingOptions() {
  const { options } = useText();
  return (
    <Section heading={options.heading} intro={options.intro}>
      <CardGrid>
        {options.list.map((option) => {
          const Icon = icons[option.id];
          return (
            <Card key={option.id} title={option.title} badge={option.badge} icon={<Icon aria-hidden="true" />}>
              <p>{option.description}</p>
              <p className={styles.timing}>
                <span className={styles.timingLabel}>{option.responseTimeLabel}</span>
                <span className={styles.timingValue}>{option.responseTime}</span>
              </p>
            </Card>
          );
        })}
      </CardGrid>
      <div className={styles.notes}>
        <h3 className={styles.notesHeading}>
          <Info aria-hidden="true" size={24} className={styles.notesIcon} />
          {options.notesHeading}
        </h3>
        <ul className={styles.notesList}>
          {options.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
