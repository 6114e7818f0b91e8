// Device location for 'Use my location'. In the brand's app the native side answers a
// GET_LOCATION message instead (app/components/in-app/native-app-host.tsx registers it here).
const LOCATION_MESSAGES = {
  denied: "Please grant access to location services if you wish to search by location.",
  unavailable: "Location information is unavailable.",
  timeout: "The request to get user location timed out.",
  unknown: "An unknown error occurred.",
  inApp: "Location information is unavailable. Please check your location permissions.",
} as const;

export type LocationResult = { ok: true; latitude: number; longitude: number } | { ok: false; message: string };

export type NativeLocationBridge = () => Promise<{ latitude: number; longitude: number } | null>;

let nativeBridge: NativeLocationBridge | null = null;
/** In-app mode registers the native app's GET_LOCATION request here. */
export function registerNativeLocation(bridge: NativeLocationBridge | null) {
  nativeBridge = bridge;
}

export function messageForGeolocationError(code: number): string {
  if (code === 1) return LOCATION_MESSAGES.denied;
  if (code === 2) return LOCATION_MESSAGES.unavailable;
  if (code === 3) return LOCATION_MESSAGES.timeout;
  return LOCATION_MESSAGES.unknown;
}

export async function getDeviceLocation(inApp: boolean): Promise<LocationResult> {
  // In-app the app owns location permissions: GET_LOCATION, answered by LATLONG (10 s at most).
  if (inApp) {
    const answer = nativeBridge ? await nativeBridge().catch(() => null) : null;
    return answer ? { ok: true, ...answer } : { ok: false, message: LOCATION_MESSAGES.inApp };
  }
  if (typeof navigator === "undefined" || !navigator.geolocation) return { ok: false, message: LOCATION_MESSAGES.unavailable };
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ ok: true, latitude: p.coords.latitude, longitude: p.coords.longitude }),
      (e) => resolve({ ok: false, message: messageForGeolocationError(e.code) }),
      { timeout: 10_000, maximumAge: 60_000 },
    );
  });
}
