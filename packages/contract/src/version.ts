/** The product version, answered by `GET /version` and shown in the footer. */
export const PRODUCT_VERSION = '4.8.2';
