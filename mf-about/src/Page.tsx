import Hero from './sections/Hero';

export default function AboutPage() {
  return (
    <>
      <Hero />
    </>
  );
}
