import { lazyComponent } from '../../../lib/lazy-component';

/**
 * The chart's code (uPlot, about 20 KB gzipped) loads as a panel renders, after the dashboard's
 * cards, not before the page: its box holds the chart's height meanwhile, and the list of the last
 * days below it says the same in words.
 */
export const GrowthChart = lazyComponent(() => import('./growth-chart'), 'GrowthChart', () => <div className="growth-chart" aria-hidden="true" />);
