// Layout constants (docs/rules/screens.md#layout-constants).
export const APP_BAR_HEIGHT = 53;
/** Mobile layout at a maximum width of 600 px (docs/rules/screens.md#layout-constants). */
export const MOBILE_MEDIA_QUERY = '(max-width: 600px)';
export const LAYOUT_Z_INDEX = 1000;
export const SIDEBAR_WIDTH = 264;
export const SIDEBAR_COLLAPSED_WIDTH = 72;
export const CUSTOMER_NAV_WIDTH = 232;
