import { screen } from '@testing-library/react';
import { business } from 'shared-content';
import { itemsOfList } from 'shared-content/testing';
import businessText from 'shared-content/text/en/business';
import english from 'shared-content/text/en/home';
import { expectHeadingAndText, renderWithText } from '../testing';
import Hero from './Hero';

const { hero } = english;

describe('Hero', () => {
  it('shows the tagline as the h1 and the lead', () => {
    renderWithText(<Hero />);
    expectHeadingAndText(1, hero.heading, hero.lead);
  });

  it('has a Book Now link that shows the phone number and dials it', () => {
    renderWithText(<Hero />);
    const bookNow = screen.getByRole('link', { name: `${hero.bookNow} ${business.phone.display}` });
    expect(bookNow).toHaveTextContent(business.phone.display);
    expect(bookNow).toHaveAttribute('href', business.phone.href);
  });

  it('has a Learn More link that says it leads to /about', () => {
    renderWithText(<Hero />);
    expect(screen.getByRole('link', { name: 'Learn More about us' })).toHaveAttribute('href', '/about');
  });

  it('shows the four info tiles: hours, expert doctors, coverage and response', () => {
    renderWithText(<Hero />);
    const tiles = itemsOfList(hero.tilesLabel);
    expect(tiles).toHaveLength(4);
    hero.tiles.forEach((tile, index) => {
      expect(tiles[index]).toHaveTextContent(tile.label);
      expect(tiles[index]).toHaveTextContent(tile.value);
    });
    expect(tiles[0]).toHaveTextContent(businessText.hours.display);
    expect(tiles[1]).toHaveTextContent(business.stats.years);
    expect(tiles[2]).toHaveTextContent(business.coverage.city);
  });
});
