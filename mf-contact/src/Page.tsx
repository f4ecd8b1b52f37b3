import Hero from './sections/Hero';

export default function ContactPage() {
  return (
    <>
      <Hero />
    </>
  );
}
