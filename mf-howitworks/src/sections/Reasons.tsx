import { MapPin, ShieldCheck, Stethoscope, Users, type LucideIcon } from 'lucide-react';
import { howItWorksContent } from 'shared-content';
import { Card, CardGrid, Section } from 'shared-content/ui';

type ReasonId = (typeof howItWorksContent.reasons.list)[number]['id'];

const icons: Record<ReasonId, LucideIcon> = {
  doctors: Stethoscope,
  caretakers: Users,
  tracking: MapPin,
  safety: ShieldCheck,
};

export default function Reasons() {
  const { reasons } = howItWorksContent;
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
