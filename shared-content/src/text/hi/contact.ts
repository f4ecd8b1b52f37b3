// DRAFT PLACEHOLDER: not yet translated (the English text).
import english, { type ContactText } from '../en/contact';

const text: ContactText = english;
export default text;
