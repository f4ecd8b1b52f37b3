import { howItWorksContent } from 'shared-content';
import { CallButton, CheckList, Hero as PageHero } from 'shared-content/ui';

export default function Hero() {
  const { hero } = howItWorksContent;
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      heading={hero.heading}
      lead={hero.lead}
      actions={<CallButton />}
      aside={<CheckList items={hero.facts} label={hero.factsLabel} />}
    />
  );
}
