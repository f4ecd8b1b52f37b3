import { CheckList, Section } from 'shared-content/ui';
import { useText } from '../text';
import styles from './Mission.module.css';

export default function Mission() {
  const { mission } = useText();
  return (
    <Section heading={mission.heading}>
      <div className={styles.inner}>
        <div>
          {mission.text.map((paragraph, index) => (
            <p key={paragraph} className={index === 0 ? styles.lead : undefined}>
              {paragraph}
            </p>
          ))}
        </div>
        <div className={styles.audience}>
          <h3>{mission.audienceHeading}</h3>
          <CheckList items={mission.audience} />
        </div>
      </div>
    </Section>
  );
}
