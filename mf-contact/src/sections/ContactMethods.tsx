import type { ContactMethodItem } from 'shared-content/text/contact';
import { BusinessText, CallButton, Card, CardGrid, Section } from 'shared-content/ui';
import { contactIcons } from '../icons';
import { useText } from '../text';
import styles from './ContactMethods.module.css';

export default function ContactMethods() {
  const { methods } = useText();
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
                <MethodValue method={method} />
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

/** A phone number or an e-mail address reads left to right, also in Urdu. */
function MethodValue({ method }: { method: ContactMethodItem }) {
  switch (method.action.kind) {
    case 'call':
    case 'whatsapp':
      return <span className="phone-number">{method.value}</span>;
    case 'email':
      return (
        <span dir="ltr">
          <BusinessText text={method.value} />
        </span>
      );
    case 'form':
      return method.value;
  }
}
