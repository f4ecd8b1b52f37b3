import { createPageText } from 'shared-content/i18n';
import type { ContactText } from 'shared-content/text/contact';

export const { PageText, useText } = createPageText<ContactText>('contact');
