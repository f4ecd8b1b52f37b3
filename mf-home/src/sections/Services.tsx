import { CalendarCheck } from 'lucide-react';
import { bookingHref, useLocale } from 'shared-content';
import { Card, CardGrid, CtaBand, Section } from 'shared-content/ui';
import { Icon } from '../icons';
import { useText } from '../text';
import styles from './Services.module.css';

export default function Services() {
  const { services } = useText();
  const { locale } = useLocale();
  return (
    <Section heading={services.heading} intro={services.intro}>
      <CardGrid>
        {services.items.map((service) => (
          <Card key={service.title} title={service.title} icon={<Icon name={service.icon} />}>
            <p>{service.description}</p>
          </Card>
        ))}
      </CardGrid>
      <div className={styles.banner}>
        <CtaBand
          headingLevel={3}
          words={services.banner}
          callLabel={services.banner.callNow}
          link={{ href: bookingHref(locale), label: services.banner.bookOnline, icon: CalendarCheck }}
        />
      </div>
    </Section>
  );
}
