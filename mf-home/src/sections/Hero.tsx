import { ArrowRight } from 'lucide-react';
import { CallButton, Hero as PageHero, PhraseLink, StatList } from 'shared-content/ui';
import { useText } from '../text';

export default function Hero() {
  const { hero } = useText();
  return (
    <PageHero
      words={hero}
      actions={
        <>
          <CallButton label={hero.bookNow} />
          <PhraseLink className="button button--secondary" link={hero.learnMore}>
            <ArrowRight aria-hidden="true" size={20} className="flip-in-rtl" />
          </PhraseLink>
        </>
      }
      aside={<StatList label={hero.tilesLabel} stats={hero.tiles} />}
    />
  );
}
