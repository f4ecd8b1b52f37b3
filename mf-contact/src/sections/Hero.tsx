import { CallButton, Hero as PageHero } from 'shared-content/ui';
import { useText } from '../text';

export default function Hero() {
  const { hero } = useText();
  return <PageHero heading={hero.heading} lead={hero.lead} actions={<CallButton />} />;
}
