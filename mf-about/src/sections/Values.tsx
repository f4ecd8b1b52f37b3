import { Award, HeartHandshake, ShieldCheck, Timer, type LucideIcon } from 'lucide-react';
import { aboutContent } from 'shared-content';
import { Card, CardGrid, Section } from 'shared-content/ui';

type ValueId = (typeof aboutContent.values.list)[number]['id'];

const icons: Record<ValueId, LucideIcon> = {
  compassion: HeartHandshake,
  safety: ShieldCheck,
  excellence: Award,
  reliability: Timer,
};

export default function Values() {
  const { values } = aboutContent;
  return (
    <Section heading={values.heading} intro={values.intro}>
      <CardGrid>
        {values.list.map((value) => {
          const Icon = icons[value.id];
          return (
            <Card key={value.id} title={value.title} icon={<Icon aria-hidden="true" />}>
              <p>{value.description}</p>
            </Card>
          );
        })}
      </CardGrid>
    </Section>
  );
}
