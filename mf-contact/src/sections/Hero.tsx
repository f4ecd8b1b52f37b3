import { contactContent } from 'shared-content';
import { CallButton, Hero as PageHero } from 'shared-content/ui';

export default function Hero() {
  const { hero } = contactContent;
  return <PageHero heading={hero.heading} lead={hero.lead} actions={<CallButton />} />;
}
