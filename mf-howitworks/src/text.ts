import { createPageText } from 'shared-content/i18n';
import type { HowItWorksText } from 'shared-content/text/howItWorks';

export const { PageText, useText } = createPageText<HowItWorksText>('howItWorks');
