import Hero from './sections/Hero';

export default function HowItWorksPage() {
  return (
    <>
      <Hero />
    </>
  );
}
