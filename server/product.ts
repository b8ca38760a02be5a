/** The product's name, as users see it in mails and the manifest. */
export const PRODUCT_NAME = 'Gather';
export const PRODUCT_VERSION = '0.1.0';
