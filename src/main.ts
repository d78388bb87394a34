/**
 * The lab's entry. KaTeX's CSS is imported here, at the document level, so
 * its @font-face rules apply (the formula components adopt the class styles).
 * The model runtime is never imported here: it lives in the worker.
 */
import 'katex/dist/katex.min.css';
import { installKeyboard } from './app/keyboard.ts';
import { Lab } from './app/lab.ts';
import { registerOffline } from './app/offline.ts';
import { mirrorToUrl, readUrl } from './app/url.ts';
import { preferredLocale, useLocale } from './i18n/locale.ts';
import './ui/lab/lab.component.ts';

const url = readUrl(location.search);
// No language in the link: the reader's, from the browser.
url.settings.lang ??= preferredLocale(navigator.languages);
const lab = new Lab(url);
mirrorToUrl(lab, url.backend);
installKeyboard(lab);

// Presenter mode's colours and type size are page-level (custom properties reach every component).
const presenting = () => document.documentElement.classList.toggle('presenter', lab.state.presenter);
lab.addEventListener('change', presenting);
presenting();
// The language is page-level too: <html lang> and every component's messages.
const language = () => void useLocale(lab.state.lang);
lab.addEventListener('change', language);
language();

const shell = document.createElement('tf-lab');
shell.lab = lab;
document.getElementById('app')!.replaceChildren(shell);
// For the end-to-end tests and the curious: the lab's state in the console.
(globalThis as { toolformerLab?: Lab }).toolformerLab = lab;

registerOffline();
