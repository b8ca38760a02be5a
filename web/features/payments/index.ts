/** Donations and Pro: the settings panel other features show (the donate page loads as its own route). */
export { ProPanel } from './pro/pro-panel';
