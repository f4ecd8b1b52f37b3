// DRAFT PLACEHOLDER: not yet translated (the English text).
import english, { type HomeText } from '../en/home';

const text: HomeText = english;
export default text;
