import { BusinessText, Card, CardGrid, Section } from 'shared-content/ui';
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
              <ul className={styles.lines}>
                {item.lines.map((line) => (
                  <li key={line}>
                    <BusinessText text={line} />
                  </li>
                ))}
              </ul>
            </Card>
          );
        })}
      </CardGrid>
    </Section>
  );
}
