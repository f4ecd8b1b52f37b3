// Tests only: a section needs its page's text around it, as the page gives it.
import type { Locale } from 'shared-content/i18n';
import { createRenderWithText } from 'shared-content/testing';
import type { AboutText } from 'shared-content/text/about';
import en from 'shared-content/text/en/about';
import hi from 'shared-content/text/hi/about';
import te from 'shared-content/text/te/about';
import ur from 'shared-content/text/ur/about';
import { PageText } from './text';

export const textIn: Record<Locale, AboutText> = { en, te, hi, ur };

export const renderWithText = createRenderWithText(PageText, textIn);
