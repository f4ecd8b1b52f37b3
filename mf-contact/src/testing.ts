// Tests only: a section needs its page's text around it, as the page gives it.
import type { Locale } from 'shared-content/i18n';
import { createRenderWithText } from 'shared-content/testing';
import type { ContactText } from 'shared-content/text/contact';
import en from 'shared-content/text/en/contact';
import hi from 'shared-content/text/hi/contact';
import te from 'shared-content/text/te/contact';
import ur from 'shared-content/text/ur/contact';
import { PageText } from './text';

export const textIn: Record<Locale, ContactText> = { en, te, hi, ur };

export const renderWithText = createRenderWithText(PageText, textIn);
