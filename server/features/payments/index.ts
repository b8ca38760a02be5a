/** What other features may use of payments (the floors rule: docs/architecture.md). */
export { limitMultiplierFor } from './pro-benefits';
