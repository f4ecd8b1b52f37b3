import { type PageProps } from 'shared-content/i18n';
import type { HowItWorksText } from 'shared-content/text/howItWorks';
import BookingOptions from './sections/BookingOptions';
import CallToAction from './sections/CallToAction';
import Hero from './sections/Hero';
import Reasons from './sections/Reasons';
import Steps from './sections/Steps';
import { PageText } from './text';

export { howItWorksText as text } from 'shared-content/text/howItWorks';

export default function HowItWorksPage({ locale, text }: PageProps<HowItWorksText>) {
  return (
    <PageText locale={locale} text={text}>
      <Hero />
      <BookingOptions />
      <Steps />
      <Reasons />
      <CallToAction />
    </PageText>
  );
}
