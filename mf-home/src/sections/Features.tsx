import { Card, CardGrid, Section, TextList } from 'shared-content/ui';
import { Icon } from '../icons';
import { useText } from '../text';

export default function Features() {
  const { features } = useText();
  return (
    <Section heading={features.heading} intro={features.intro} tone="tinted">
      <CardGrid>
        {features.groups.map((group) => (
          <Card key={group.title} title={group.title} icon={<Icon name={group.icon} />}>
            <TextList items={group.items} />
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
