import { createPageText } from 'shared-content/i18n';
import type { HomeText } from 'shared-content/text/home';

export const { PageText, useText } = createPageText<HomeText>('home');
