import AboutTeaser from './sections/AboutTeaser';
import Features from './sections/Features';
import Hero from './sections/Hero';
import Mission from './sections/Mission';
import Mobility from './sections/Mobility';
import Services from './sections/Services';
import WhyChooseUs from './sections/WhyChooseUs';

/** The home page: the section order of spec section 2; Why Choose Us and About come last, before the footer. */
export default function HomePage() {
  return (
    <>
      <Hero />
      <Mission />
      <Features />
      <Mobility />
      <Services />
      <WhyChooseUs />
      <AboutTeaser />
    </>
  );
}
