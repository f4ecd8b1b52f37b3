import { type PageProps } from 'shared-content/i18n';
import type { ContactText } from 'shared-content/text/contact';
import ContactMethods from './sections/ContactMethods';
import EmergencyBanner from './sections/EmergencyBanner';
import Faqs from './sections/Faqs';
import Hero from './sections/Hero';
import MessageForm from './sections/MessageForm';
import OfficeInfo from './sections/OfficeInfo';
import { PageText } from './text';

export { contactText as text } from 'shared-content/text/contact';

export default function ContactPage({ locale, text }: PageProps<ContactText>) {
  return (
    <PageText locale={locale} text={text}>
      <Hero />
      <ContactMethods />
      <MessageForm />
      <OfficeInfo />
      <Faqs />
      <EmergencyBanner />
    </PageText>
  );
}
