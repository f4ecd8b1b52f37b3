import { Section, StatList } from 'shared-content/ui';
import { useText } from '../text';
import styles from './Story.module.css';

export default function Story() {
  const { story } = useText();
  return (
    <Section heading={story.heading}>
      <div className={styles.inner}>
        <div>
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <StatList label={story.statsLabel} stats={story.stats} />
      </div>
    </Section>
  );
}
