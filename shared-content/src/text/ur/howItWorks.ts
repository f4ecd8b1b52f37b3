// DRAFT PLACEHOLDER: not yet translated (the English text).
import english, { type HowItWorksText } from '../en/howItWorks';

const text: HowItWorksText = english;
export default text;
