import { ArrowRight } from 'lucide-react';
import { CallButton, Hero as PageHero, StatList } from 'shared-content/ui';
import { useText } from '../text';

export default function Hero() {
  const { hero } = useText();
  return (
    <PageHero
      words={hero}
      actions={
        <>
          <CallButton label={hero.bookNow} />
          <a className="button button--secondary" href={hero.learnMoreHref}>
            {hero.learnMore}
            <span className="visually-hidden"> {hero.learnMoreTopic}</span>
            <ArrowRight aria-hidden="true" size={20} className="flip-in-rtl" />
          </a>
        </>
      }
      aside={<StatList label={hero.tilesLabel} stats={hero.tiles} />}
    />
  );
}
