import { Info } from 'lucide-react';
import { CardSection, TextList } from 'shared-content/ui';
import { bookingOptionIcons } from '../icons';
import { useText } from '../text';
import styles from './BookingOptions.module.css';

export default function BookingOptions() {
  const { options } = useText();
  return (
    <CardSection
      words={options}
      icons={bookingOptionIcons}
      more={(option) => (
        <p className={styles.timing}>
          <span className={styles.timingLabel}>{option.responseTimeLabel}</span>
          <span className={styles.timingValue}>{option.responseTime}</span>
        </p>
      )}
    >
      <div className={styles.notes}>
        <h3 className={styles.notesHeading}>
          <Info aria-hidden="true" size={24} className={styles.notesIcon} />
          {options.notesHeading}
        </h3>
        <TextList items={options.notes} className={styles.notesList} />
      </div>
    </CardSection>
  );
}
