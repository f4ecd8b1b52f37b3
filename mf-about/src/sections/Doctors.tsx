import { Stethoscope } from 'lucide-react';
import type { FoundingDoctor } from 'shared-content';
import { Card, CardGrid, Section } from 'shared-content/ui';
import ananya from '../assets/doctor-ananya.svg';
import farhan from '../assets/doctor-farhan.svg';
import srinivas from '../assets/doctor-srinivas.svg';
import { useText } from '../text';
import styles from './Doctors.module.css';

/** The avatars drawn for this site, by the file name shared-content gives as `image.src`. */
const avatars: Record<string, string> = {
  'doctor-ananya.svg': ananya,
  'doctor-farhan.svg': farhan,
  'doctor-srinivas.svg': srinivas,
};

function initialsOf(name: string): string {
  const words = name.replace(/^Dr\.?\s+/i, '').split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

export function Avatar({ doctor }: { doctor: FoundingDoctor }) {
  const { image } = doctor;
  const src = avatars[image.src] ?? (/^(https?:)?\//.test(image.src) ? image.src : '');
  if (src) {
    return (
      <img
        className={styles.avatar}
        src={src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
      />
    );
  }
  // No drawing for this doctor: draw the initials, still announced with the alt text.
  // An SVG with width/height attributes needs no inline style (the site's CSP forbids them).
  return (
    <svg
      className={`${styles.avatar} ${styles.initials}`}
      role="img"
      aria-label={image.alt}
      width={image.width}
      height={image.height}
      viewBox="0 0 100 100"
    >
      <circle cx="50" cy="50" r="50" className={styles.initialsBackground} />
      <text x="50" y="50" textAnchor="middle" dominantBaseline="central" className={styles.initialsText} aria-hidden="true">
        {initialsOf(doctor.name)}
      </text>
    </svg>
  );
}

export default function Doctors() {
  const { doctors } = useText();
  return (
    <Section heading={doctors.heading} intro={doctors.intro} tone="tinted">
      <CardGrid>
        {doctors.list.map((doctor) => (
          <Card key={doctor.name} title={doctor.name} media={<Avatar doctor={doctor} />}>
            <p className={styles.specialty}>
              <Stethoscope aria-hidden="true" size={20} className={styles.icon} />
              {doctor.specialty}
            </p>
            <p>{doctor.experience}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
