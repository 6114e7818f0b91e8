// The messages 'Use my location' shows for each way the browser's geolocation can fail (spec 1 §8).
import { describe, expect, it } from "vitest";
import { messageForGeolocationError } from "./location";

describe("a failed device location", () => {
  it("says why, in the spec's words, for each GeolocationPositionError code", () => {
    expect(messageForGeolocationError(1)).toBe("Please grant access to location services if you wish to search by location.");
    expect(messageForGeolocationError(2)).toBe("Location information is unavailable.");
    expect(messageForGeolocationError(3)).toBe("The request to get user location timed out.");
    expect(messageForGeolocationError(0)).toBe("An unknown error occurred.");
  });
});
