import { CalendarClock } from 'lucide-react';
import { gridColumns, gridList, Section } from 'shared-content/ui';
import DataTable from '../components/DataTable';
import { Icon } from '../icons';
import { useText } from '../text';
import styles from './Mobility.module.css';

/** Six places: two or three to a row, never four and two; one on the narrowest phones, where two labels beside their icons do not fit. */
const usesColumns = gridColumns({ small: 2, medium: 3, large: 2 });

export default function Mobility() {
  const { mobility } = useText();
  return (
    <Section heading={mobility.heading} intro={mobility.intro}>
      <div className={styles.columns}>
        <div>
          <h3>{mobility.usesHeading}</h3>
          <ul className={`${gridList} ${usesColumns} ${styles.uses}`}>
            {mobility.uses.map((use) => (
              <li key={use.label} className={styles.use}>
                <Icon name={use.icon} size={22} className={styles.useIcon} />
                {use.label}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.why}>
          <h3>{mobility.whyHeading}</h3>
          {mobility.whyText.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>

      <h3 className={styles.offersHeading}>{mobility.offersHeading}</h3>
      <div className={styles.tables}>
        <DataTable id="home-offers-caption" {...mobility.offersTable} />
        <DataTable id="home-plans-caption" {...mobility.plansTable} />
      </div>

      <div className={styles.cancellation}>
        <CalendarClock aria-hidden="true" size={28} className={styles.cancellationIcon} />
        <div>
          <h3 className={styles.cancellationHeading}>{mobility.cancellationHeading}</h3>
          {mobility.cancellation.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </div>
      </div>
    </Section>
  );
}
