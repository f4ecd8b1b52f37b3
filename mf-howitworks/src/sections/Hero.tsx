import { CallButton, CheckList, Hero as PageHero } from 'shared-content/ui';
import { useText } from '../text';

export default function Hero() {
  const { hero } = useText();
  return (
    <PageHero words={hero} actions={<CallButton />} aside={<CheckList items={hero.facts} label={hero.factsLabel} />} />
  );
}
