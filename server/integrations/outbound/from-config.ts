import type { AppConfig } from '../../config';
import { PRODUCT_NAME, PRODUCT_VERSION } from '../../product';
import { createOutbound } from './index';
import type { Outbound } from './index';

/** The install's outbound gate: OUTBOUND_ALLOWED_HOSTS, and a User-Agent naming the product and its address. */
export function outboundFromConfig(config: Pick<AppConfig, 'outboundAllowedHosts' | 'publicUrl'>): Outbound {
  return createOutbound({ allowedHosts: config.outboundAllowedHosts, userAgent: `${PRODUCT_NAME}/${PRODUCT_VERSION} (+${config.publicUrl})` });
}
