import { CheckList, Section, TextWithAside } from 'shared-content/ui';
import { useText } from '../text';
import styles from './Mission.module.css';

export default function Mission() {
  const { mission } = useText();
  return (
    <Section heading={mission.heading}>
      <TextWithAside
        aside={
          <div className={styles.audience}>
            <h3>{mission.audienceHeading}</h3>
            <CheckList items={mission.audience} />
          </div>
        }
      >
        {mission.text.map((paragraph, index) => (
          <p key={paragraph} className={index === 0 ? styles.lead : undefined}>
            {paragraph}
          </p>
        ))}
      </TextWithAside>
    </Section>
  );
}
