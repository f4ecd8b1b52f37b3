import { type PageProps } from 'shared-content/i18n';
import type { HomeText } from 'shared-content/text/home';
import AboutTeaser from './sections/AboutTeaser';
import Features from './sections/Features';
import Hero from './sections/Hero';
import Mission from './sections/Mission';
import Mobility from './sections/Mobility';
import Services from './sections/Services';
import WhyChooseUs from './sections/WhyChooseUs';
import { PageText } from './text';

export { homeText as text } from 'shared-content/text/home';

/** The home page: the section order of spec section 2; Why Choose Us and About come last, before the footer. */
export default function HomePage({ locale, text }: PageProps<HomeText>) {
  return (
    <PageText locale={locale} text={text}>
      <Hero />
      <Mission />
      <Features />
      <Mobility />
      <Services />
      <WhyChooseUs />
      <AboutTeaser />
    </PageText>
  );
}
