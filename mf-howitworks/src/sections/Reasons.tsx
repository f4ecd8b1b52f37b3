import { MapPin, ShieldCheck, Stethoscope, Users, type LucideIcon } from 'lucide-react';
import type { ReasonItem } from 'shared-content/text/howItWorks';
import { Card, CardGrid, Section } from 'shared-content/ui';
import { useText } from '../text';

const icons: Record<ReasonItem['id'], LucideIcon> = {
  doctors: Stethoscope,
  caretakers: Users,
  tracking: MapPin,
  safety: ShieldCheck,
};

export default function Reasons() {
  const { reasons } = useText();
  return (
    <Section heading={reasons.heading} intro={reasons.intro}>
      <CardGrid>
        {reasons.list.map((reason) => {
          const Icon = icons[reason.id];
          return (
            <Card key={reason.id} title={reason.title} badge={reason.badge} icon={<Icon aria-hidden="true" />}>
              <p>{reason.description}</p>
            </Card>
          );
        })}
      </CardGrid>
    </Section>
  );
}
