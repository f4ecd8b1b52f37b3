import { CalendarCheck } from 'lucide-react';
import { bookingHref, useLocale } from 'shared-content';
import { CallButton, Card, CardGrid, CtaBand, Section } from 'shared-content/ui';
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
          actions={
            <>
              <CallButton label={services.banner.callNow} />
              <a className="button button--secondary" href={bookingHref(locale)}>
                <CalendarCheck aria-hidden="true" size={20} />
                {services.banner.bookOnline}
              </a>
            </>
          }
        />
      </div>
    </Section>
  );
}
