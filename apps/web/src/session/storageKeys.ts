// Keys of what the session keeps on this device (platform.md §3 "kept locally", §9 "kept in local storage").
export const STORAGE_KEYS = {
  /** Slug of the tenant made active last (cleared by logout). */
  activeTenant: 'siipro:activeTenant',
  /** Slug remembered as preferred (the picker's checkbox, the profile's star); survives logout. */
  preferredTenant: 'siipro:preferredTenant',
  /** Welcome text set after the exchange accepted invitations; shown once for 5 seconds. */
  welcomeMessage: 'siipro:welcomeMessage',
  /**
   * Set while a session is open in this browser (cleared when it ends): with no sign-in service user either, a
   * reload has nothing to restore and skips the refresh call. The refresh cookie itself is httpOnly.
   */
  sessionOpened: 'siipro:sessionOpened',
  /** The map's base layer and marker colouring (portfolio.md §2.9: "Both choices persist in local preferences"). */
  mapBaseLayer: 'siipro:map:baseLayer',
  mapColouring: 'siipro:map:colouring',
} as const;
