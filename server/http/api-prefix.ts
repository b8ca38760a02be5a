/** Where the API's paths start; routes declare their paths under it. */
export const API_PREFIX = '/api';
