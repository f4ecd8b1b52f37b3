// Tests only: a section needs its page's text around it, as the page gives it; and the checks sections share.
import { screen } from '@testing-library/react';
import type { Locale } from 'shared-content/i18n';
import { createRenderWithText } from 'shared-content/testing';
import type { HomeText } from 'shared-content/text/home';
import en from 'shared-content/text/en/home';
import hi from 'shared-content/text/hi/home';
import te from 'shared-content/text/te/home';
import ur from 'shared-content/text/ur/home';
import { PageText } from './text';

export const textIn: Record<Locale, HomeText> = { en, te, hi, ur };

export const renderWithText = createRenderWithText(PageText, textIn);

/** The section's heading, at this level, and the text under it are shown. */
export function expectHeadingAndText(level: number, heading: string, text: string) {
  expect(screen.getByRole('heading', { level, name: heading })).toBeInTheDocument();
  expect(screen.getByText(text)).toBeInTheDocument();
}
