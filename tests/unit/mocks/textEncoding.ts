/** jsdom lacks TextEncoder and TextDecoder, which Docusaurus's front matter parser needs: Node's own. */
import {TextDecoder, TextEncoder} from 'node:util';

Object.assign(globalThis, {TextEncoder, TextDecoder});
