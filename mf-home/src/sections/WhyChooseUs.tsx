import { Card, CardGrid, Section, StatList } from 'shared-content/ui';
import { Icon } from '../icons';
import { useText } from '../text';
import styles from './WhyChooseUs.module.css';

export default function WhyChooseUs() {
  const { whyChooseUs } = useText();
  return (
    <Section heading={whyChooseUs.heading} intro={whyChooseUs.intro} tone="tinted">
      <CardGrid featureFirst>
        {whyChooseUs.cards.map((card) => (
          <Card key={card.title} title={card.title} badge={card.badge} icon={<Icon name={card.icon} />}>
            <p>{card.description}</p>
          </Card>
        ))}
      </CardGrid>
      <div className={styles.stats}>
        <StatList label={whyChooseUs.statsLabel} stats={whyChooseUs.stats} />
      </div>
    </Section>
  );
}
