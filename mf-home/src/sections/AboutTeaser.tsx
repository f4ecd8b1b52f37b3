import { ArrowRight } from 'lucide-react';
import { CheckList, Section, TextWithAside } from 'shared-content/ui';
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
        <a className={`button ${styles.learnMore}`} href={aboutTeaser.learnMoreHref}>
          {aboutTeaser.learnMore}
          <span className="visually-hidden"> {aboutTeaser.learnMoreTopic}</span>
          <ArrowRight aria-hidden="true" size={20} className="flip-in-rtl" />
        </a>
      </TextWithAside>
    </Section>
  );
}
