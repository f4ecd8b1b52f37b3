import { Award, HeartHandshake, ShieldCheck, Timer, type LucideIcon } from 'lucide-react';
import type { CoreValue } from 'shared-content/text/about';
import { Card, CardGrid, Section } from 'shared-content/ui';
import { useText } from '../text';

const icons: Record<CoreValue['id'], LucideIcon> = {
  compassion: HeartHandshake,
  safety: ShieldCheck,
  excellence: Award,
  reliability: Timer,
};

export default function Values() {
  const { values } = useText();
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
