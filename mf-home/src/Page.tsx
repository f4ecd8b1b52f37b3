import Hero from './sections/Hero';

export default function HomePage() {
  return (
    <>
      <Hero />
    </>
  );
}
