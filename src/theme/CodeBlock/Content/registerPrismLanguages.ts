/** Registers themeConfig.prism.additionalLanguages on the Prism instance prism-react-renderer highlights with. */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// prism-react-renderer's own Prism build, typed by it rather than by prismjs.
prismIncludeLanguages(Prism as unknown as Parameters<typeof prismIncludeLanguages>[0]);
