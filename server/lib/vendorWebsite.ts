/**
 * The vendor website the "my" page frames (/packagesSub/my/web): a system setting (SCM_VENDOR_WEBSITE), one per
 * deployment, because the Content-Security-Policy must name its origin in `frame-src` for the frame to load.
 */
export function vendorWebsite(): string {
  const configured = process.env.SCM_VENDOR_WEBSITE?.trim();
  return configured && /^https?:\/\/[^\s]+$/.test(configured) ? configured : 'https://example.com/';
}

/** The origin of the vendor website, for `frame-src`. */
export function vendorWebsiteOrigin(): string {
  return new URL(vendorWebsite()).origin;
}
