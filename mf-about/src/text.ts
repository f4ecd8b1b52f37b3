import { createPageText } from 'shared-content/i18n';
import type { AboutText } from 'shared-content/text/about';

export const { PageText, useText } = createPageText<AboutText>('about');
