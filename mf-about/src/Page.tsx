import { type PageProps } from 'shared-content/i18n';
import type { AboutText } from 'shared-content/text/about';
import CallToAction from './sections/CallToAction';
import Doctors from './sections/Doctors';
import Hero from './sections/Hero';
import Story from './sections/Story';
import Values from './sections/Values';
import { PageText } from './text';

export { aboutText as text } from 'shared-content/text/about';

export default function AboutPage({ locale, text }: PageProps<AboutText>) {
  return (
    <PageText locale={locale} text={text}>
      <Hero />
      <Story />
      <Doctors />
      <Values />
      <CallToAction />
    </PageText>
  );
}
