// Tests only: a page's section needs the page's text around it, as the page gives it.
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import type { Locale, PageProps } from './i18n';

type PageTextProvider<Text> = ComponentType<PageProps<Text> & { children: ReactNode }>;

/** `renderWithText(<Section />, 'ur')` renders a section inside its page's `<PageText>`, in that language. */
export function createRenderWithText<Text>(PageText: PageTextProvider<Text>, textIn: Record<Locale, Text>) {
  return function renderWithText(ui: ReactNode, locale: Locale = 'en') {
    return render(
      <PageText locale={locale} text={textIn[locale]}>
        {ui}
      </PageText>,
    );
  };
}
