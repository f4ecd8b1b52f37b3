import BookingOptions from './sections/BookingOptions';
import CallToAction from './sections/CallToAction';
import Hero from './sections/Hero';
import Reasons from './sections/Reasons';
import Steps from './sections/Steps';

export default function HowItWorksPage() {
  return (
    <>
      <Hero />
      <BookingOptions />
      <Steps />
      <Reasons />
      <CallToAction />
    </>
  );
}
