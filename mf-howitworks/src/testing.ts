// Tests only: a section needs its page's text around it, as the page gives it.
import type { Locale } from 'shared-content/i18n';
import { createRenderWithText } from 'shared-content/testing';
import type { HowItWorksText } from 'shared-content/text/howItWorks';
import en from 'shared-content/text/en/howItWorks';
import hi from 'shared-content/text/hi/howItWorks';
import te from 'shared-content/text/te/howItWorks';
import ur from 'shared-content/text/ur/howItWorks';
import { PageText } from './text';

export const textIn: Record<Locale, HowItWorksText> = { en, te, hi, ur };

export const renderWithText = createRenderWithText(PageText, textIn);
