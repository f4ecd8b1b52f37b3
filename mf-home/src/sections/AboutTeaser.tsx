import { ArrowRight } from 'lucide-react';
import { CheckList, PhraseLink, Section, TextWithAside } from 'shared-content/ui';
import fleetVan from '../assets/fleet-van.svg';
import { useText } from '../text';
import styles from './AboutTeaser.module.css';

export default function AboutTeaser() {
  const { aboutTeaser } = useText();
  return (
    <Section heading={aboutTeaser.heading}>
      <TextWithAside
        halves
        aside={
          <img
            className={styles.image}
            src={fleetVan}
            alt={aboutTeaser.image.alt}
            width={aboutTeaser.image.width}
            height={aboutTeaser.image.height}
            loading="lazy"
            decoding="async"
          />
        }
      >
        <p>{aboutTeaser.text}</p>
        <CheckList items={aboutTeaser.checklist} />
        <PhraseLink className={`button ${styles.learnMore}`} link={aboutTeaser.learnMore}>
          <ArrowRight aria-hidden="true" size={20} className="flip-in-rtl" />
        </PhraseLink>
      </TextWithAside>
    </Section>
  );
}
