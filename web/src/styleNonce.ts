// The dialogs' scroll lock writes a small stylesheet at run time (its size follows the scroll
// bar). The page's Content-Security-Policy allows only stylesheets from the product itself and
// those carrying the nonce the server put in this page's <meta property="csp-nonce">, so the
// lock's stylesheet is given that nonce.
import { setNonce } from 'get-nonce';

const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) setNonce(nonce);
