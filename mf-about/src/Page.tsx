import CallToAction from './sections/CallToAction';
import Doctors from './sections/Doctors';
import Hero from './sections/Hero';
import Story from './sections/Story';
import Values from './sections/Values';

export default function AboutPage() {
  return (
    <>
      <Hero />
      <Story />
      <Doctors />
      <Values />
      <CallToAction />
    </>
  );
}
