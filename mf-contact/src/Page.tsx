import ContactMethods from './sections/ContactMethods';
import EmergencyBanner from './sections/EmergencyBanner';
import Faqs from './sections/Faqs';
import Hero from './sections/Hero';
import MessageForm from './sections/MessageForm';
import OfficeInfo from './sections/OfficeInfo';

export default function ContactPage() {
  return (
    <>
      <Hero />
      <ContactMethods />
      <MessageForm />
      <OfficeInfo />
      <Faqs />
      <EmergencyBanner />
    </>
  );
}
