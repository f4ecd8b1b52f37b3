// DRAFT PLACEHOLDER: not yet translated (the English text).
import english, { type BusinessText } from '../en/business';

const text: BusinessText = english;
export default text;
