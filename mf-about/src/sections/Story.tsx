import { Section, StatList, TextWithAside } from 'shared-content/ui';
import { useText } from '../text';

export default function Story() {
  const { story } = useText();
  return (
    <Section heading={story.heading}>
      <TextWithAside aside={<StatList label={story.statsLabel} stats={story.stats} />}>
        {story.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </TextWithAside>
    </Section>
  );
}
