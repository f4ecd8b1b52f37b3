// Standalone mode for the page team: this page alone, without the shell (`npm run dev -w mf-howitworks`).
// `?lang=ur` shows it in another language.
import { renderStandalone } from 'shared-content/standalone';
import 'shared-content/styles.css';
import Page, { text } from './Page';

void renderStandalone('howitworks', Page, text);
