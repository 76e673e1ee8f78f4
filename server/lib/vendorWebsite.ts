/**
 * The vendor website the "my" page frames (/packagesSub/my/web): a system setting (SCM_VENDOR_WEBSITE), one per
 * deployment, because the Content-Security-Policy must name its origin in `frame-src` for the frame to load. Unset,
 * there is none: the page offers nothing to open and the policy frames nothing but this app (a placeholder site
 * allowed in `frame-src` would be a site nobody chose).
 */
export function vendorWebsite(): string | null {
  const configured = process.env.SCM_VENDOR_WEBSITE?.trim();
  return configured && /^https?:\/\/[^\s]+$/.test(configured) ? configured : null;
}

/** The origin of the vendor website, for `frame-src`; null when none is configured. */
export function vendorWebsiteOrigin(): string | null {
  const website = vendorWebsite();
  return website ? new URL(website).origin : null;
}
