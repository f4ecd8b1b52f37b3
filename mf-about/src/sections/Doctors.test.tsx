import { screen } from '@testing-library/react';
import { expectSectionCards } from 'shared-content/testing';
import english from 'shared-content/text/en/about';
import { renderWithText } from '../testing';
import Doctors, { Avatar } from './Doctors';

describe('Founding doctors', () => {
  it('shows the three founding doctors from shared-content', () => {
    renderWithText(<Doctors />);
    expect(english.doctors.list).toHaveLength(3);
    expectSectionCards(english.doctors.heading, english.doctors.list.map((doctor) => ({ title: doctor.name, texts: [doctor.specialty, doctor.experience] })));
  });

  it('gives each doctor an image with alt text and a fixed size', () => {
    renderWithText(<Doctors />);
    english.doctors.list.forEach((doctor) => {
      const image = screen.getByRole('img', { name: doctor.image.alt });
      expect(image).toHaveAttribute('width', String(doctor.image.width));
      expect(image).toHaveAttribute('height', String(doctor.image.height));
      expect(image.getAttribute('src')).toBeTruthy();
    });
  });

  it('shows the initials, still named by the alt text, when a doctor has no drawing', () => {
    const doctor = {
      name: 'Dr. Meera Iyer',
      specialty: 'Physiotherapy',
      experience: '5 years',
      image: { src: '', alt: 'Portrait of Dr. Meera Iyer', width: 120, height: 120 },
    };
    renderWithText(<Avatar doctor={doctor} />);
    const image = screen.getByRole('img', { name: doctor.image.alt });
    expect(image).toHaveTextContent('MI');
    expect(image).toHaveAttribute('width', '120');
    expect(image).toHaveAttribute('height', '120');
  });
});
