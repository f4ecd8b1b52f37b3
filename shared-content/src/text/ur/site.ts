// DRAFT PLACEHOLDER: not yet translated (the English text).
import english, { type SiteText } from '../en/site';

const text: SiteText = english;
export default text;
