// The inline loader's entry (built to `loader.js` and inlined into every page by shell/prerender/head-tags.js):
// it reads the scripts the build named on its own tag and starts.
import { scriptsOf, startLoader } from './loader';

if (document.currentScript) startLoader(scriptsOf(document.currentScript));
