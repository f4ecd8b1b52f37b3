import { contactContent } from 'shared-content';
import { CallButton, Card, CardGrid, Section } from 'shared-content/ui';
import { contactIcons } from '../icons';
import styles from './ContactMethods.module.css';

export default function ContactMethods() {
  const { methods } = contactContent;
  return (
    <Section heading={methods.heading}>
      <CardGrid>
        {methods.items.map((method) => {
          const Icon = contactIcons[method.icon];
          return (
            <Card
              key={method.title}
              title={method.title}
              icon={<Icon aria-hidden="true" />}
              badge={method.urgent ? methods.urgentLabel : undefined}
            >
              <p className={styles.value}>
                {method.action.kind === 'call' || method.action.kind === 'whatsapp' ? <span className="phone-number">{method.value}</span> : method.value}
              </p>
              <p className={styles.description}>{method.description}</p>
              {method.action.kind === 'call' ? (
                <CallButton />
              ) : (
                <a className="button button--secondary" href={method.action.href}>
                  {method.action.label}
                </a>
              )}
            </Card>
          );
        })}
      </CardGrid>
    </Section>
  );
}
