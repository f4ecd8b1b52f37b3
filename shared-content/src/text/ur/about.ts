// DRAFT PLACEHOLDER: not yet translated (the English text).
import english, { type AboutText } from '../en/about';

const text: AboutText = english;
export default text;
