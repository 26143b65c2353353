/** The browser client's entry point (issue 10). */
import { render } from 'preact';
import { App } from './App.tsx';

const root = document.getElementById('app');
if (root) render(<App />, root);
