import { BusinessText, Card, CardGrid, Section, TextList } from 'shared-content/ui';
import { contactIcons } from '../icons';
import { useText } from '../text';
import styles from './OfficeInfo.module.css';

export default function OfficeInfo() {
  const { office } = useText();
  return (
    <Section heading={office.heading} tone="tinted">
      <CardGrid>
        {office.items.map((item) => {
          const Icon = contactIcons[item.icon];
          return (
            <Card key={item.id} title={item.title} icon={<Icon aria-hidden="true" />}>
              <TextList items={item.lines} className={styles.lines} show={(line) => <BusinessText text={line} />} />
            </Card>
          );
        })}
      </CardGrid>
    </Section>
  );
}
